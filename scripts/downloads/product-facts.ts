/**
 * What the documents of /downloads say about each product (issue 16, decision 060): the facts a
 * policy wording, a brochure, a Customer Information Sheet and a proposal form are written from.
 * Covers, exclusions and waiting periods follow the regulator's standard products where the
 * product is one (Arogya Sanjeevani, Bharat Griha Raksha: IRDAI's standard wordings) and the
 * India Motor Tariff's structure for motor; UINs, add-on prices and limits of our own products are
 * illustrative (content/seed/README.md "Downloads").
 */
export type Line = "motor" | "health" | "travel" | "home" | "personal-accident";

export interface Cover {
  title: string;
  text: string;
}

export interface ProductFacts {
  key: string;
  line: Line;
  name: string;
  /** Unique identification number as filed with IRDAI (illustrative). */
  uin: string;
  kind: string;
  whoFor: string;
  sumInsured: string;
  covers: Cover[];
  exclusions: string[];
  waiting: string[];
  costSharing: string;
  addOns: string[];
  renewal: string;
  cancellation: string;
  claimSteps: string[];
  claimDocuments: string[];
  /** Fields of the proposal form, beyond the proposer's own (name, address, mobile, e-mail, PAN). */
  proposalFields?: string[];
  proposalQuestions?: string[];
}

export const PRODUCTS: ProductFacts[] = [
  {
    key: "private-car-insurance",
    line: "motor",
    name: "Private Car Package Policy",
    uin: "IRDAN144RP0001V01201920",
    kind: "Motor insurance: a package of own damage and third-party liability cover for a privately owned car",
    whoFor:
      "Owners of privately registered cars used for social, domestic and pleasure purposes and for the insured's business, not for hire or reward.",
    sumInsured:
      "The Insured's Declared Value (IDV): the manufacturer's listed selling price of the car less the depreciation of the India Motor Tariff schedule (5% under 6 months to 50% at 4-5 years); for older cars as agreed between you and us. Third-party property damage up to Rs 7,50,000; third-party death and bodily injury without limit.",
    covers: [
      {
        title: "Own damage",
        text: "Loss of or damage to the car and its accessories by fire, explosion, self-ignition, lightning, burglary, theft, riot and strike, earthquake, flood, storm, cyclone, landslide, accidental external means, malicious act, terrorism, and while in transit by road, rail, inland waterway, lift, elevator or air.",
      },
      {
        title: "Liability to third parties",
        text: "The legal liability to pay compensation for death of or bodily injury to any person, and for damage to property of others, caused by the use of the car, as the Motor Vehicles Act, 1988 requires.",
      },
      {
        title: "Compulsory personal accident cover for the owner-driver",
        text: "Rs 15,00,000 for death or permanent total disability of the registered owner-driver while driving, mounting or dismounting the car, where the owner holds a valid driving licence and has no other such cover.",
      },
    ],
    exclusions: [
      "Wear and tear, depreciation, mechanical or electrical breakdown, failure or breakage.",
      "Damage while the car is driven by a person without a valid driving licence, or under the influence of alcohol or drugs.",
      "Use outside the geographical area (India) or for purposes not allowed by the limitations as to use.",
      "Consequential loss, and damage to tyres and tubes unless the car is damaged at the same time.",
      "War, invasion, nuclear risks, and any contractual liability.",
    ],
    waiting: [],
    costSharing:
      "A compulsory deductible of Rs 1,000 (cars up to 1,500 cc) or Rs 2,000 (above 1,500 cc) for each own damage claim; any voluntary deductible you choose is added to it.",
    addOns: [
      "Zero depreciation (nil depreciation on parts replaced)",
      "Engine protect (water ingression and oil leakage)",
      "Return to invoice",
      "Roadside assistance",
      "Consumables cover",
      "Key replacement",
    ],
    renewal:
      "Renew before the expiry date; a No Claim Bonus of 20% to 50% of the own damage premium is earned for claim-free years and is lost if the policy lapses for more than 90 days.",
    cancellation:
      "You may cancel by written notice; the premium for the unexpired period is refunded on the short-period scale, provided no claim has been made. Third-party cover cannot be cancelled while the car is registered in your name unless another insurer covers it.",
    claimSteps: [
      "Call 1800 102 1111 or intimate the claim on the website as soon as possible; inform the police in case of theft, injury or third-party damage.",
      "Do not move the car from the spot of an accident except for safety; take it to a network garage for a cashless repair.",
      "Our surveyor inspects the damage; approve the estimate and the repair starts.",
      "Pay the deductible and the depreciation (unless covered by an add-on) and take delivery.",
    ],
    claimDocuments: [
      "Claim form, signed",
      "Copy of the registration certificate and the driver's licence",
      "First information report (for theft, injury or third-party damage)",
      "Repair estimate and final invoice",
      "Original keys and non-traceable report (theft)",
    ],
    proposalFields: [
      "Registration number",
      "Make, model and variant",
      "Engine number",
      "Chassis number",
      "Year of manufacture",
      "Cubic capacity",
      "Fuel",
      "Previous insurer and policy number",
      "No Claim Bonus on the previous policy (%)",
      "Insured's Declared Value proposed (Rs)",
      "Nominee for owner-driver personal accident cover, and relationship",
    ],
    proposalQuestions: [
      "Has any claim been made on the previous policy?",
      "Is the car fitted with a CNG or LPG kit?",
      "Is the car used for hire or reward?",
      "Is the car hypothecated to a bank or financier?",
    ],
  },
  {
    key: "two-wheeler-insurance",
    line: "motor",
    name: "Two Wheeler Package Policy",
    uin: "IRDAN144RP0002V01201920",
    kind: "Motor insurance: own damage and third-party liability cover for a motorcycle or scooter",
    whoFor: "Owners of privately registered motorcycles and scooters.",
    sumInsured:
      "The Insured's Declared Value (IDV) of the vehicle, by the India Motor Tariff's depreciation schedule. Third-party property damage up to Rs 1,00,000; death and bodily injury without limit.",
    covers: [
      {
        title: "Own damage",
        text: "Loss of or damage to the vehicle by fire, theft, accident, flood, storm, earthquake, riot, strike, malicious act and terrorism, and in transit.",
      },
      {
        title: "Liability to third parties",
        text: "The legal liability for death, bodily injury and damage to property of others caused by the use of the vehicle (Motor Vehicles Act, 1988).",
      },
      {
        title: "Compulsory personal accident cover for the owner-driver",
        text: "Rs 15,00,000 for death or permanent total disability of the owner-driver holding a valid driving licence.",
      },
    ],
    exclusions: [
      "Wear and tear, mechanical and electrical breakdown.",
      "Riding without a valid licence or under the influence of alcohol or drugs.",
      "Use for hire or reward, racing or speed testing.",
      "Consequential loss; war and nuclear risks.",
    ],
    waiting: [],
    costSharing: "A compulsory deductible of Rs 100 for each own damage claim.",
    addOns: ["Zero depreciation", "Roadside assistance", "Return to invoice", "Pillion rider personal accident cover"],
    renewal:
      "A No Claim Bonus of 20% to 50% of the own damage premium for claim-free years; lost after a 90-day lapse.",
    cancellation: "Refund of the unexpired premium on the short-period scale when no claim has been made.",
    claimSteps: [
      "Intimate the claim on 1800 102 1111 or the website.",
      "Inform the police in case of theft or injury.",
      "Take the vehicle to a network garage; our surveyor assesses the loss.",
      "Pay the deductible and the depreciation and take delivery.",
    ],
    claimDocuments: [
      "Claim form, signed",
      "Registration certificate and driving licence",
      "First information report (theft, injury)",
      "Repair invoice",
    ],
  },
  {
    key: "arogya-sanjeevani-policy",
    line: "health",
    name: "Arogya Sanjeevani Policy",
    uin: "SBIHLIP20144V011920",
    kind: "Health insurance: the standard indemnity health policy IRDAI requires every health insurer to offer",
    whoFor:
      "Individuals aged 18 to 65 years and their families (spouse, children from 3 months to 25 years, parents and parents-in-law), on an individual or family floater basis.",
    sumInsured: "From Rs 50,000 to Rs 10,00,000 in multiples of Rs 50,000, for a policy period of one year.",
    covers: [
      {
        title: "In-patient hospitalisation",
        text: "Room, boarding and nursing up to 2% of the sum insured a day (Rs 5,000 at most); intensive care up to 5% a day (Rs 10,000 at most); surgeon, anaesthetist, medical practitioner, consultants' fees, medicines, diagnostics, blood and oxygen, for a stay of at least 24 hours.",
      },
      {
        title: "Pre- and post-hospitalisation",
        text: "Medical expenses for 30 days before and 60 days after the hospitalisation.",
      },
      {
        title: "Day care, AYUSH and modern treatments",
        text: "Day care procedures; AYUSH in-patient treatment up to the sum insured; modern treatments such as robotic surgery, oral chemotherapy and stem cell therapy up to 50% of the sum insured.",
      },
      {
        title: "Cataract and ambulance",
        text: "Cataract up to 25% of the sum insured or Rs 40,000 an eye, whichever is lower; road ambulance up to Rs 2,000 a hospitalisation.",
      },
    ],
    exclusions: [
      "Treatment for obesity, change of gender, cosmetic or plastic surgery (unless needed after an accident or burn).",
      "Hazardous or adventure sports, breach of law, self-inflicted injury, alcohol and substance abuse.",
      "Investigation and evaluation only, rest cure and rehabilitation, dietary supplements bought without a prescription.",
      "Maternity expenses, except ectopic pregnancy.",
      "Treatment outside India.",
    ],
    waiting: [
      "30 days from the first policy start for any illness (not for accidents).",
      "24 months for the specified diseases listed in the policy (for example cataract, hernia, joint replacement).",
      "36 months for pre-existing diseases declared and accepted.",
    ],
    costSharing: "A co-payment of 5% of every admissible claim.",
    addOns: [],
    renewal:
      "Lifelong renewal; a 5% cumulative bonus of the sum insured for each claim-free year, up to 50%. A grace period of 30 days keeps continuity (no cover during the grace period).",
    cancellation:
      "A free look period of 30 days for a new policy; after it, you may cancel at any time and receive the premium for the unexpired period on the policy's refund scale if no claim has been made.",
    claimSteps: [
      "Cashless: show your health card at a network hospital; the hospital sends the pre-authorisation request; we decide within one hour and authorise the final bill within three hours of discharge.",
      "Reimbursement: tell us within 24 hours of an emergency admission or 48 hours before a planned one, and send the documents within 30 days of discharge.",
      "We settle or decline within 30 days of the last document.",
    ],
    claimDocuments: [
      "Claim form, signed",
      "Discharge summary",
      "Hospital bills with a breakup and payment receipts",
      "Investigation reports and prescriptions",
      "Cancelled cheque or bank details (NEFT)",
      "KYC documents",
    ],
    proposalFields: [
      "Persons to be insured (name, relationship, date of birth, height, weight)",
      "Sum insured (Rs)",
      "Individual or family floater",
      "Nominee and relationship",
      "Previous or existing health insurance (insurer, policy number, since)",
    ],
    proposalQuestions: [
      "Has any person to be insured been diagnosed with or treated for diabetes, hypertension, heart disease, cancer, kidney or liver disease?",
      "Has any person to be insured been hospitalised or operated on in the last four years?",
      "Does any person to be insured smoke, chew tobacco or drink alcohol?",
      "Has any insurer declined, loaded or not renewed a health policy of any person to be insured?",
    ],
  },
  {
    key: "travel-international",
    line: "travel",
    name: "International Travel Insurance",
    uin: "SBITGOP21301V012021",
    kind: "Travel insurance: medical emergencies and travel inconveniences on trips abroad",
    whoFor:
      "Indian residents aged 6 months to 70 years travelling abroad on business or holiday, for single trips of up to 180 days.",
    sumInsured: "Medical cover of USD 50,000, 1,00,000, 2,50,000 or 5,00,000 per trip.",
    covers: [
      {
        title: "Emergency medical expenses",
        text: "Hospitalisation, treatment and medical evacuation abroad for a sudden illness or injury, with cashless treatment arranged through our assistance partner.",
      },
      {
        title: "Repatriation of mortal remains",
        text: "The cost of returning the mortal remains to India, or a local burial or cremation.",
      },
      {
        title: "Travel inconveniences",
        text: "Loss of checked-in baggage and passport, baggage delay over 12 hours, trip cancellation and interruption for covered reasons, and flight delay over 6 hours.",
      },
      {
        title: "Personal liability and accident",
        text: "Legal liability to third parties abroad, and accidental death and permanent total disability.",
      },
    ],
    exclusions: [
      "Pre-existing diseases, except life-threatening emergencies up to the limit stated in the schedule.",
      "Travel against a doctor's advice or for treatment abroad.",
      "Hazardous sports, war and nuclear risks, self-inflicted injury.",
      "Losses not reported to the police or carrier within 24 hours.",
    ],
    waiting: [],
    costSharing: "A deductible of USD 100 for each medical claim and USD 50 for baggage claims.",
    addOns: ["Adventure sports cover", "Trip extension"],
    renewal:
      "A single-trip policy is not renewed; it may be extended once, before it expires, for a trip that runs longer.",
    cancellation:
      "A full refund less Rs 250 before the trip begins (with proof that the trip did not take place); no refund once the trip has started.",
    claimSteps: [
      "Call our 24-hour assistance partner on the number on your policy before any hospitalisation abroad.",
      "For baggage or passport losses, report to the airline or police within 24 hours and keep the report.",
      "Send the claim form and documents within 30 days of your return.",
    ],
    claimDocuments: [
      "Claim form, signed",
      "Passport pages with entry and exit stamps",
      "Medical reports and bills",
      "Property irregularity report or police report",
    ],
  },
  {
    key: "griha-raksha",
    line: "home",
    name: "Bharat Griha Raksha",
    uin: "IRDAN144RP0018V01202021",
    kind: "Home insurance: IRDAI's standard product for the building and contents of a home",
    whoFor: "Owners of a house or flat, and tenants for their household contents.",
    sumInsured:
      "The building at its reconstruction cost (built-up area × rate per sq. ft), not its market value; general contents up to 20% of the building's sum insured (Rs 10,00,000 at most) without a list, more with a list.",
    covers: [
      {
        title: "Fire and allied perils",
        text: "Fire, explosion, lightning, earthquake, volcanic eruption, storm, cyclone, flood and inundation, landslide, rockslide, bush fire, subsidence, impact damage, riot, strike, malicious damage, terrorism, bursting or overflowing of tanks and pipes, and missile testing operations.",
      },
      {
        title: "Rent for alternative accommodation",
        text: "Rent for alternative accommodation for up to five years while the home cannot be lived in after an insured event.",
      },
      {
        title: "Underinsurance waived",
        text: "The building's sum insured is not reduced for underinsurance when it is declared at the reconstruction cost, and it increases by 10% each year (escalation).",
      },
      {
        title: "Personal accident",
        text: "Death of the policyholder or spouse from an insured peril: Rs 5,00,000 each.",
      },
    ],
    exclusions: [
      "Theft, except theft within seven days of an insured peril.",
      "Wear and tear, gradual deterioration, defects in design or workmanship.",
      "Loss of valuables unless listed in the schedule.",
      "War and nuclear risks; deliberate damage by the insured.",
    ],
    waiting: [],
    costSharing: "No deductible for the building and contents.",
    addOns: ["Jewellery and valuables", "Pedal cycle", "Portable equipment", "Public liability"],
    renewal: "Annual or long-term policies up to ten years; renewal with the escalated sum insured.",
    cancellation:
      "Refund of the premium for the unexpired period on the short-period scale when no claim has been made.",
    claimSteps: [
      "Intimate the claim on 1800 102 1111 or the website and take steps to reduce the loss.",
      "Inform the police in case of riot, malicious damage or theft after an insured peril.",
      "Our surveyor visits within 48 hours; share photographs and estimates.",
      "We settle within 30 days of the survey report.",
    ],
    claimDocuments: [
      "Claim form, signed",
      "Photographs of the damage",
      "Repair estimates or bills",
      "Fire brigade report or police report where applicable",
    ],
  },
  {
    key: "individual-pa-insurance",
    line: "personal-accident",
    name: "Individual Personal Accident Insurance",
    uin: "SBIPAIP21222V022021",
    kind: "Personal accident insurance: compensation for accidental death, disability and loss of income",
    whoFor: "Individuals aged 18 to 70 years, and their spouse and dependent children under the same policy.",
    sumInsured:
      "From Rs 1,00,000 to Rs 2,00,00,000, up to 120 times the insured's gross monthly income; children at 25% of the proposer's sum insured (Rs 10,00,000 at most).",
    covers: [
      { title: "Accidental death", text: "100% of the sum insured for death within 12 months of an accident." },
      {
        title: "Permanent total disability",
        text: "100% of the sum insured for loss of sight of both eyes, both hands or feet, or total and irrecoverable loss of use.",
      },
      {
        title: "Permanent partial disability",
        text: "A percentage of the sum insured by the table of the policy (for example 50% for one hand, 25% for a thumb).",
      },
      {
        title: "Temporary total disablement",
        text: "1% of the sum insured a week (Rs 10,000 at most) for up to 100 weeks while unable to work.",
      },
    ],
    exclusions: [
      "Intentional self-injury, suicide, and injury under the influence of alcohol or drugs.",
      "Pregnancy and childbirth, and illness of any kind.",
      "Participation in war, naval or military operations, and hazardous sports unless covered.",
      "Breach of law with criminal intent.",
    ],
    waiting: [],
    costSharing: "None.",
    addOns: ["Education benefit for children", "Hospital cash", "Loan protector", "Adaptation allowance"],
    renewal: "Lifelong renewal; a cumulative bonus of 5% a claim-free year, up to 50%.",
    cancellation:
      "A free look period of 30 days for policies of three years or more; otherwise refund of the unexpired premium on the short-period scale.",
    claimSteps: [
      "Intimate the claim on 1800 210 3366 within 30 days of the accident.",
      "Send the documents; a disability claim needs a certificate of the treating doctor.",
      "We settle within 30 days of the last document.",
    ],
    claimDocuments: [
      "Claim form, signed",
      "First information report and panchnama",
      "Post-mortem report and death certificate (death claims)",
      "Disability certificate from a civil surgeon (disability claims)",
      "Nominee's KYC and bank details",
    ],
  },
];

export const LINES: { line: Line; name: string }[] = [
  { line: "motor", name: "Motor" },
  { line: "health", name: "Health" },
  { line: "travel", name: "Travel" },
  { line: "home", name: "Home" },
  { line: "personal-accident", name: "Personal accident" },
];
