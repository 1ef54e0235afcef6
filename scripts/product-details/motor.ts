/**
 * Private motor (issue 16): facts from the insurer's Private Car and Two Wheeler
 * Package policies, the India Motor Tariff (IDV depreciation GR.8, compulsory
 * deductibles GR.40), the Motor Vehicles Act (third-party cover, ₹15 lakh
 * owner-driver PA) and IRDAI's long-term and standalone own-damage rules.
 */
import type { Pair, ProductFamily, Text } from "./facts";

const IDV: Text = [
  "The insured declared value (IDV) is the ex-showroom price less depreciation for the vehicle's age (5% up to 6 months, rising to 50% at 4 to 5 years); older vehicles by agreed value. Third-party cover has no limit for death or injury.",
  "बीमित घोषित मूल्य (IDV) शोरूम कीमत में से वाहन की आयु के अनुसार मूल्यह्रास घटाकर तय होता है (6 महीने तक 5%, 4 से 5 वर्ष पर 50% तक); पुराने वाहनों का मूल्य सहमति से। थर्ड-पार्टी कवर में मृत्यु या चोट की कोई सीमा नहीं है।",
  "ವಿಮಿತ ಘೋಷಿತ ಮೌಲ್ಯ (IDV) ಶೋರೂಂ ಬೆಲೆಯಿಂದ ವಾಹನದ ವಯಸ್ಸಿನ ಸವಕಳಿ ಕಳೆದು ನಿಗದಿಯಾಗುತ್ತದೆ (6 ತಿಂಗಳವರೆಗೆ 5%, 4 ರಿಂದ 5 ವರ್ಷಕ್ಕೆ 50% ವರೆಗೆ); ಹಳೆಯ ವಾಹನಗಳಿಗೆ ಒಪ್ಪಿದ ಮೌಲ್ಯ. ಥರ್ಡ್-ಪಾರ್ಟಿ ರಕ್ಷಣೆಯಲ್ಲಿ ಸಾವು ಅಥವಾ ಗಾಯಕ್ಕೆ ಮಿತಿಯಿಲ್ಲ.",
];

const carDeductible: Pair = [
  ["Compulsory deductible", "अनिवार्य कटौती", "ಕಡ್ಡಾಯ ಕಡಿತ"],
  [
    "₹1,000 per own-damage claim up to 1,500 cc, ₹2,000 above 1,500 cc",
    "हर ओन-डैमेज दावे पर 1,500 सीसी तक ₹1,000, 1,500 सीसी से ऊपर ₹2,000",
    "ಪ್ರತಿ ಸ್ವಂತ ಹಾನಿ ಕ್ಲೇಮ್‌ಗೆ 1,500 ಸಿಸಿ ವರೆಗೆ ₹1,000, 1,500 ಸಿಸಿ ಮೀರಿದರೆ ₹2,000",
  ],
];
const voluntaryDeductible: Pair = [
  ["Voluntary deductible", "स्वैच्छिक कटौती", "ಸ್ವಯಂಪ್ರೇರಿತ ಕಡಿತ"],
  [
    "You may bear more of each claim for a lower premium",
    "कम प्रीमियम के लिए आप हर दावे का अधिक हिस्सा स्वयं उठा सकते हैं",
    "ಕಡಿಮೆ ಪ್ರೀಮಿಯಂಗಾಗಿ ಪ್ರತಿ ಕ್ಲೇಮ್‌ನ ಹೆಚ್ಚಿನ ಭಾಗವನ್ನು ನೀವೇ ಭರಿಸಬಹುದು",
  ],
];
const bikeDeductible: Pair = [
  ["Compulsory deductible", "अनिवार्य कटौती", "ಕಡ್ಡಾಯ ಕಡಿತ"],
  ["₹100 per own-damage claim", "हर ओन-डैमेज दावे पर ₹100", "ಪ್ರತಿ ಸ್ವಂತ ಹಾನಿ ಕ್ಲೇಮ್‌ಗೆ ₹100"],
];

const ownDamage: Text = [
  "Damage to your vehicle from accident, fire, self-ignition, theft, burglary, riot, flood, cyclone, earthquake and landslide, and damage in transit",
  "दुर्घटना, आग, स्वतः आग, चोरी, सेंधमारी, दंगे, बाढ़, चक्रवात, भूकंप और भूस्खलन से, और परिवहन के दौरान आपके वाहन को हुआ नुकसान",
  "ಅಪಘಾತ, ಬೆಂಕಿ, ಸ್ವಯಂ ದಹನ, ಕಳ್ಳತನ, ಕನ್ನ, ಗಲಭೆ, ಪ್ರವಾಹ, ಚಂಡಮಾರುತ, ಭೂಕಂಪ ಮತ್ತು ಭೂಕುಸಿತದಿಂದ ಹಾಗೂ ಸಾಗಣೆಯ ವೇಳೆ ನಿಮ್ಮ ವಾಹನಕ್ಕೆ ಆದ ಹಾನಿ",
];
const thirdParty: Text = [
  "Your legal liability for death or injury of others (no limit) and damage to their property",
  "दूसरों की मृत्यु या चोट (कोई सीमा नहीं) और उनकी संपत्ति के नुकसान के लिए आपकी कानूनी जिम्मेदारी",
  "ಇತರರ ಸಾವು ಅಥವಾ ಗಾಯ (ಮಿತಿಯಿಲ್ಲ) ಮತ್ತು ಅವರ ಆಸ್ತಿಗೆ ಹಾನಿಗಾಗಿ ನಿಮ್ಮ ಕಾನೂನು ಹೊಣೆಗಾರಿಕೆ",
];
const ownerDriverPa: Text = [
  "Personal accident cover of ₹15 lakh for the owner-driver, unless they already hold one",
  "मालिक-चालक के लिए ₹15 लाख का व्यक्तिगत दुर्घटना कवर, यदि उनके पास पहले से न हो",
  "ಮಾಲೀಕ-ಚಾಲಕರಿಗೆ ₹15 ಲಕ್ಷದ ವೈಯಕ್ತಿಕ ಅಪಘಾತ ರಕ್ಷಣೆ, ಅವರಲ್ಲಿ ಈಗಾಗಲೇ ಇಲ್ಲದಿದ್ದರೆ",
];

const nilDep: Pair = [
  ["Nil depreciation", "शून्य मूल्यह्रास", "ಶೂನ್ಯ ಸವಕಳಿ"],
  [
    "Pays for replaced parts in full, without deducting depreciation.",
    "बदले गए पुर्जों का पूरा भुगतान, मूल्यह्रास घटाए बिना।",
    "ಬದಲಾಯಿಸಿದ ಭಾಗಗಳಿಗೆ ಸವಕಳಿ ಕಳೆಯದೆ ಪೂರ್ಣ ಪಾವತಿ.",
  ],
];
const returnToInvoice: Pair = [
  ["Return to invoice", "रिटर्न टू इनवॉइस", "ರಿಟರ್ನ್ ಟು ಇನ್‌ವಾಯ್ಸ್"],
  [
    "On theft or total loss, pays the invoice price with registration and road tax, not just the IDV.",
    "चोरी या पूर्ण नुकसान पर केवल IDV नहीं, पंजीकरण और रोड टैक्स सहित बिल की कीमत देता है।",
    "ಕಳ್ಳತನ ಅಥವಾ ಪೂರ್ಣ ನಷ್ಟದಲ್ಲಿ IDV ಮಾತ್ರವಲ್ಲ, ನೋಂದಣಿ ಮತ್ತು ರಸ್ತೆ ತೆರಿಗೆ ಸೇರಿ ಬಿಲ್ ಬೆಲೆ ನೀಡುತ್ತದೆ.",
  ],
];
const engineGuard: Pair = [
  ["Engine guard", "इंजन गार्ड", "ಎಂಜಿನ್ ಗಾರ್ಡ್"],
  [
    "Engine and gearbox damage from water entering or oil leaking, which the base policy leaves out.",
    "पानी घुसने या तेल रिसने से इंजन और गियरबॉक्स का नुकसान, जिसे मूल पॉलिसी कवर नहीं करती।",
    "ನೀರು ನುಗ್ಗುವುದು ಅಥವಾ ಎಣ್ಣೆ ಸೋರಿಕೆಯಿಂದ ಎಂಜಿನ್ ಮತ್ತು ಗಿಯರ್‌ಬಾಕ್ಸ್‌ಗೆ ಹಾನಿ, ಮೂಲ ಪಾಲಿಸಿ ಇದನ್ನು ಒಳಗೊಳ್ಳುವುದಿಲ್ಲ.",
  ],
];
const ncbProtect: Pair = [
  ["NCB protection", "NCB सुरक्षा", "NCB ರಕ್ಷಣೆ"],
  [
    "Keeps your no-claim bonus after one claim in the year.",
    "वर्ष में एक दावे के बाद भी आपका दावा-मुक्त बोनस (NCB) बनाए रखता है।",
    "ವರ್ಷದಲ್ಲಿ ಒಂದು ಕ್ಲೇಮ್ ನಂತರವೂ ನಿಮ್ಮ ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ ಉಳಿಸುತ್ತದೆ.",
  ],
];
const keyReplacement: Pair = [
  ["Key replacement", "चाबी बदलना", "ಕೀ ಬದಲಾವಣೆ"],
  [
    "Replaces lost or stolen keys and, where needed, the locks.",
    "खोई या चोरी हुई चाबियाँ और जरूरत पर ताले बदलता है।",
    "ಕಳೆದುಹೋದ ಅಥವಾ ಕಳವಾದ ಕೀಗಳನ್ನು ಮತ್ತು ಅಗತ್ಯವಿದ್ದರೆ ಬೀಗಗಳನ್ನು ಬದಲಾಯಿಸುತ್ತದೆ.",
  ],
];
const consumables: Pair = [
  ["Consumables", "उपभोग्य सामग्री", "ಉಪಭೋಗ್ಯ ವಸ್ತುಗಳು"],
  [
    "Engine oil, nuts, bolts, coolant and other consumables used in a repair.",
    "मरम्मत में लगे इंजन ऑयल, नट, बोल्ट, कूलेंट और अन्य उपभोग्य सामग्री।",
    "ದುರಸ್ತಿಯಲ್ಲಿ ಬಳಸಿದ ಎಂಜಿನ್ ಎಣ್ಣೆ, ನಟ್, ಬೋಲ್ಟ್, ಕೂಲೆಂಟ್ ಮತ್ತು ಇತರ ಉಪಭೋಗ್ಯ ವಸ್ತುಗಳು.",
  ],
];
const ncbFaq: Pair = [
  ["How does the no-claim bonus work?", "दावा-मुक्त बोनस (NCB) कैसे काम करता है?", "ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ?"],
  [
    "Each claim-free year lowers the own-damage premium: 20%, 25%, 35%, 45% and then 50%. A claim resets it, and it stays yours when you change vehicle or insurer.",
    "हर दावा-मुक्त वर्ष ओन-डैमेज प्रीमियम घटाता है: 20%, 25%, 35%, 45% और फिर 50%। दावा करने पर यह शून्य हो जाता है, और वाहन या बीमा कंपनी बदलने पर भी आपका ही रहता है।",
    "ಪ್ರತಿ ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷ ಸ್ವಂತ ಹಾನಿ ಪ್ರೀಮಿಯಂ ಕಡಿಮೆ ಮಾಡುತ್ತದೆ: 20%, 25%, 35%, 45% ಮತ್ತು ನಂತರ 50%. ಕ್ಲೇಮ್ ಮಾಡಿದರೆ ಅದು ಶೂನ್ಯವಾಗುತ್ತದೆ; ವಾಹನ ಅಥವಾ ವಿಮಾ ಕಂಪನಿ ಬದಲಿಸಿದರೂ ಅದು ನಿಮ್ಮದೇ.",
  ],
];

export const MOTOR: ProductFamily = {
  file: "0001-motor",
  claimSteps: [
    [
      ["Tell us at once", "हमें तुरंत बताएँ", "ತಕ್ಷಣ ನಮಗೆ ತಿಳಿಸಿ"],
      [
        "Call 1800 102 1111 or intimate the claim online. For theft, injury or third-party damage, also file a police report (FIR).",
        "1800 102 1111 पर कॉल करें या ऑनलाइन दावे की सूचना दें। चोरी, चोट या थर्ड-पार्टी नुकसान में पुलिस रिपोर्ट (FIR) भी दर्ज कराएँ।",
        "1800 102 1111 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಕ್ಲೇಮ್ ತಿಳಿಸಿ. ಕಳ್ಳತನ, ಗಾಯ ಅಥವಾ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹಾನಿಯಾದರೆ ಪೊಲೀಸ್ ದೂರು (FIR) ಸಹ ದಾಖಲಿಸಿ.",
      ],
    ],
    [
      ["Survey", "सर्वे", "ಸಮೀಕ್ಷೆ"],
      [
        "Take the vehicle to a network garage for cashless repair, or any garage of your choice; our surveyor inspects the damage before repair starts.",
        "कैशलेस मरम्मत के लिए वाहन नेटवर्क गैराज ले जाएँ, या अपनी पसंद के गैराज; मरम्मत शुरू होने से पहले हमारा सर्वेयर नुकसान की जाँच करता है।",
        "ನಗದುರಹಿತ ದುರಸ್ತಿಗೆ ವಾಹನವನ್ನು ನೆಟ್‌ವರ್ಕ್ ಗ್ಯಾರೇಜ್‌ಗೆ ಅಥವಾ ನಿಮ್ಮ ಆಯ್ಕೆಯ ಗ್ಯಾರೇಜ್‌ಗೆ ಕೊಂಡೊಯ್ಯಿರಿ; ದುರಸ್ತಿ ಆರಂಭಕ್ಕೆ ಮೊದಲು ನಮ್ಮ ಸಮೀಕ್ಷಕರು ಹಾನಿ ಪರಿಶೀಲಿಸುತ್ತಾರೆ.",
      ],
    ],
    [
      ["Documents", "दस्तावेज", "ದಾಖಲೆಗಳು"],
      [
        "Claim form, registration certificate, driving licence, policy, repair estimate, and the FIR where needed.",
        "दावा फ़ॉर्म, पंजीकरण प्रमाणपत्र, ड्राइविंग लाइसेंस, पॉलिसी, मरम्मत का अनुमान, और जरूरत हो तो FIR।",
        "ಕ್ಲೇಮ್ ಫಾರ್ಮ್, ನೋಂದಣಿ ಪ್ರಮಾಣಪತ್ರ, ಚಾಲನಾ ಪರವಾನಗಿ, ಪಾಲಿಸಿ, ದುರಸ್ತಿ ಅಂದಾಜು ಮತ್ತು ಅಗತ್ಯವಿದ್ದರೆ FIR.",
      ],
    ],
    [
      ["Repair and settlement", "मरम्मत और निपटान", "ದುರಸ್ತಿ ಮತ್ತು ಇತ್ಯರ್ಥ"],
      [
        "At a network garage we pay the garage directly and you pay only the deductible and what the policy does not cover; otherwise we reimburse you within 30 days of the last document.",
        "नेटवर्क गैराज में हम सीधे गैराज को भुगतान करते हैं और आप केवल कटौती और पॉलिसी से बाहर का हिस्सा चुकाते हैं; अन्यथा अंतिम दस्तावेज के 30 दिनों में हम आपको प्रतिपूर्ति करते हैं।",
        "ನೆಟ್‌ವರ್ಕ್ ಗ್ಯಾರೇಜ್‌ನಲ್ಲಿ ನಾವು ನೇರವಾಗಿ ಗ್ಯಾರೇಜ್‌ಗೆ ಪಾವತಿಸುತ್ತೇವೆ, ನೀವು ಕಡಿತ ಮೊತ್ತ ಮತ್ತು ಪಾಲಿಸಿ ಒಳಗೊಳ್ಳದ ಭಾಗ ಮಾತ್ರ ಪಾವತಿಸುತ್ತೀರಿ; ಇಲ್ಲದಿದ್ದರೆ ಕೊನೆಯ ದಾಖಲೆಯ 30 ದಿನಗಳಲ್ಲಿ ಮರುಪಾವತಿಸುತ್ತೇವೆ.",
      ],
    ],
  ],
  commonNotCovered: [
    [
      "Driving under the influence of alcohol or drugs, or without a valid driving licence",
      "शराब या नशीली दवाओं के असर में, या बिना वैध ड्राइविंग लाइसेंस के वाहन चलाना",
      "ಮದ್ಯ ಅಥವಾ ಮಾದಕ ವಸ್ತುಗಳ ಪ್ರಭಾವದಲ್ಲಿ ಅಥವಾ ಮಾನ್ಯ ಚಾಲನಾ ಪರವಾನಗಿ ಇಲ್ಲದೆ ಚಾಲನೆ",
    ],
    [
      "Wear and tear, and mechanical or electrical breakdown",
      "टूट-फूट, और यांत्रिक या विद्युत खराबी",
      "ಸವೆತ ಮತ್ತು ಯಾಂತ್ರಿಕ ಅಥವಾ ವಿದ್ಯುತ್ ದೋಷ",
    ],
  ],
  commonFaqs: [ncbFaq],
  products: [
    {
      key: "car-insurance-online",
      basis: "public",
      whoFor: [
        "Car owners choosing between the three kinds of car cover: comprehensive (your car and others), third-party only (the legal minimum), and standalone own damage (your car, beside a third-party policy you already hold).",
        "कार मालिक जो कार कवर के तीन प्रकारों में से चुन रहे हैं: व्यापक (आपकी कार और दूसरों का नुकसान), केवल थर्ड-पार्टी (कानूनी न्यूनतम), और स्टैंडअलोन ओन-डैमेज (आपकी कार, आपके मौजूदा थर्ड-पार्टी पॉलिसी के साथ)।",
        "ಕಾರು ರಕ್ಷಣೆಯ ಮೂರು ವಿಧಗಳಲ್ಲಿ ಆರಿಸುತ್ತಿರುವ ಕಾರು ಮಾಲೀಕರು: ಸಮಗ್ರ (ನಿಮ್ಮ ಕಾರು ಮತ್ತು ಇತರರು), ಥರ್ಡ್-ಪಾರ್ಟಿ ಮಾತ್ರ (ಕಾನೂನಿನ ಕನಿಷ್ಠ) ಮತ್ತು ಪ್ರತ್ಯೇಕ ಸ್ವಂತ ಹಾನಿ (ನಿಮ್ಮ ಬಳಿ ಈಗಾಗಲೇ ಇರುವ ಥರ್ಡ್-ಪಾರ್ಟಿ ಪಾಲಿಸಿಯ ಜೊತೆಗೆ ನಿಮ್ಮ ಕಾರು).",
      ],
      covered: [ownDamage, thirdParty, ownerDriverPa],
      notCovered: [
        [
          "Damage to your own car under a third-party-only policy",
          "केवल थर्ड-पार्टी पॉलिसी में आपकी अपनी कार का नुकसान",
          "ಥರ್ಡ್-ಪಾರ್ಟಿ ಮಾತ್ರ ಪಾಲಿಸಿಯಲ್ಲಿ ನಿಮ್ಮ ಸ್ವಂತ ಕಾರಿನ ಹಾನಿ",
        ],
      ],
      sumInsured: IDV,
      deductibles: [carDeductible, voluntaryDeductible],
      addons: [nilDep, returnToInvoice, engineGuard, ncbProtect, keyReplacement, consumables],
      faqs: [
        [
          ["Which car cover do I need?", "मुझे कौन-सा कार कवर चाहिए?", "ನನಗೆ ಯಾವ ಕಾರು ರಕ್ಷಣೆ ಬೇಕು?"],
          [
            "Third-party cover is compulsory by law. A comprehensive policy adds your own car; if your third-party cover runs for several years (as on new cars), buy standalone own damage each year instead.",
            "थर्ड-पार्टी कवर कानूनन अनिवार्य है। व्यापक पॉलिसी में आपकी अपनी कार भी जुड़ती है; यदि आपका थर्ड-पार्टी कवर कई वर्षों का है (जैसे नई कारों पर), तो हर वर्ष स्टैंडअलोन ओन-डैमेज लें।",
            "ಥರ್ಡ್-ಪಾರ್ಟಿ ರಕ್ಷಣೆ ಕಾನೂನಿನ ಪ್ರಕಾರ ಕಡ್ಡಾಯ. ಸಮಗ್ರ ಪಾಲಿಸಿ ನಿಮ್ಮ ಸ್ವಂತ ಕಾರನ್ನೂ ಸೇರಿಸುತ್ತದೆ; ನಿಮ್ಮ ಥರ್ಡ್-ಪಾರ್ಟಿ ರಕ್ಷಣೆ ಹಲವು ವರ್ಷಗಳದ್ದಾಗಿದ್ದರೆ (ಹೊಸ ಕಾರುಗಳಂತೆ), ಪ್ರತಿ ವರ್ಷ ಪ್ರತ್ಯೇಕ ಸ್ವಂತ ಹಾನಿ ಪಾಲಿಸಿ ಪಡೆಯಿರಿ.",
          ],
        ],
      ],
    },
    {
      key: "private-car-insurance",
      basis: "public",
      whoFor: [
        "Owners of a private car used for personal and social purposes who want one policy for their car, their liability to others and their own safety at the wheel.",
        "निजी और सामाजिक उपयोग वाली निजी कार के मालिक, जो अपनी कार, दूसरों के प्रति अपनी जिम्मेदारी और गाड़ी चलाते समय अपनी सुरक्षा के लिए एक ही पॉलिसी चाहते हैं।",
        "ವೈಯಕ್ತಿಕ ಮತ್ತು ಸಾಮಾಜಿಕ ಬಳಕೆಯ ಖಾಸಗಿ ಕಾರಿನ ಮಾಲೀಕರು, ತಮ್ಮ ಕಾರು, ಇತರರ ಬಗ್ಗೆ ತಮ್ಮ ಹೊಣೆಗಾರಿಕೆ ಮತ್ತು ಚಾಲನೆಯ ವೇಳೆ ತಮ್ಮ ಸುರಕ್ಷತೆಗೆ ಒಂದೇ ಪಾಲಿಸಿ ಬಯಸುವವರು.",
      ],
      covered: [
        ownDamage,
        thirdParty,
        ownerDriverPa,
        [
          "Electrical and non-electrical accessories and a CNG or LPG kit, when declared",
          "घोषित किए जाने पर विद्युत और गैर-विद्युत सहायक उपकरण तथा CNG या LPG किट",
          "ಘೋಷಿಸಿದರೆ ವಿದ್ಯುತ್ ಮತ್ತು ವಿದ್ಯುತ್ ಅಲ್ಲದ ಪರಿಕರಗಳು ಹಾಗೂ CNG ಅಥವಾ LPG ಕಿಟ್",
        ],
      ],
      notCovered: [
        [
          "Use for hire or reward, racing or speed testing",
          "किराये या पारिश्रमिक के लिए, रेसिंग या गति परीक्षण में उपयोग",
          "ಬಾಡಿಗೆ ಅಥವಾ ಸಂಭಾವನೆಗಾಗಿ, ರೇಸಿಂಗ್ ಅಥವಾ ವೇಗ ಪರೀಕ್ಷೆಯಲ್ಲಿ ಬಳಕೆ",
        ],
        [
          "Depreciation on replaced parts, unless nil depreciation is added",
          "बदले गए पुर्जों पर मूल्यह्रास, जब तक शून्य मूल्यह्रास न जोड़ा गया हो",
          "ಶೂನ್ಯ ಸವಕಳಿ ಸೇರಿಸದಿದ್ದರೆ ಬದಲಾಯಿಸಿದ ಭಾಗಗಳ ಸವಕಳಿ",
        ],
      ],
      sumInsured: IDV,
      deductibles: [carDeductible, voluntaryDeductible],
      addons: [nilDep, returnToInvoice, engineGuard, ncbProtect, keyReplacement, consumables],
      faqs: [
        [
          [
            "Can I transfer my no-claim bonus from another insurer?",
            "क्या मैं दूसरी बीमा कंपनी से अपना दावा-मुक्त बोनस (NCB) ला सकता हूँ?",
            "ಬೇರೆ ವಿಮಾ ಕಂಪನಿಯಿಂದ ನನ್ನ ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ ತರಬಹುದೇ?",
          ],
          [
            "Yes: show your previous policy or its renewal notice; the bonus is carried over if the old policy ended less than 90 days ago.",
            "हाँ: अपनी पिछली पॉलिसी या उसका नवीनीकरण नोटिस दिखाएँ; पुरानी पॉलिसी 90 दिन से कम पहले खत्म हुई हो तो बोनस आगे मिलता है।",
            "ಹೌದು: ನಿಮ್ಮ ಹಿಂದಿನ ಪಾಲಿಸಿ ಅಥವಾ ಅದರ ನವೀಕರಣ ಸೂಚನೆ ತೋರಿಸಿ; ಹಳೆಯ ಪಾಲಿಸಿ ಮುಗಿದು 90 ದಿನಗಳಿಗಿಂತ ಕಡಿಮೆಯಾಗಿದ್ದರೆ ಬೋನಸ್ ಮುಂದುವರಿಯುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "own-damage-car-insurance",
      basis: "public",
      whoFor: [
        "Car owners who already hold a valid third-party policy (such as the three-year cover sold with a new car) and need cover for their own car.",
        "वे कार मालिक जिनके पास पहले से वैध थर्ड-पार्टी पॉलिसी है (जैसे नई कार के साथ मिलने वाला तीन वर्ष का कवर) और जिन्हें अपनी कार के लिए कवर चाहिए।",
        "ಈಗಾಗಲೇ ಮಾನ್ಯ ಥರ್ಡ್-ಪಾರ್ಟಿ ಪಾಲಿಸಿ ಹೊಂದಿರುವ (ಹೊಸ ಕಾರಿನೊಂದಿಗೆ ಬರುವ ಮೂರು ವರ್ಷದ ರಕ್ಷಣೆಯಂತೆ) ಮತ್ತು ತಮ್ಮ ಕಾರಿಗೆ ರಕ್ಷಣೆ ಬೇಕಾದ ಕಾರು ಮಾಲೀಕರು.",
      ],
      covered: [
        ownDamage,
        [
          "Declared accessories and a fitted CNG or LPG kit",
          "घोषित सहायक उपकरण और लगी हुई CNG या LPG किट",
          "ಘೋಷಿಸಿದ ಪರಿಕರಗಳು ಮತ್ತು ಅಳವಡಿಸಿದ CNG ಅಥವಾ LPG ಕಿಟ್",
        ],
      ],
      notCovered: [
        [
          "Liability to others: that is your third-party policy's, which must stay in force",
          "दूसरों के प्रति जिम्मेदारी: यह आपकी थर्ड-पार्टी पॉलिसी की है, जो लागू रहनी चाहिए",
          "ಇತರರ ಬಗ್ಗೆ ಹೊಣೆಗಾರಿಕೆ: ಅದು ನಿಮ್ಮ ಥರ್ಡ್-ಪಾರ್ಟಿ ಪಾಲಿಸಿಯದು, ಅದು ಜಾರಿಯಲ್ಲಿರಬೇಕು",
        ],
      ],
      sumInsured: IDV,
      deductibles: [carDeductible],
      addons: [nilDep, returnToInvoice, engineGuard, consumables],
      faqs: [
        [
          [
            "Can I buy own damage cover without a third-party policy?",
            "क्या थर्ड-पार्टी पॉलिसी के बिना ओन-डैमेज कवर ले सकते हैं?",
            "ಥರ್ಡ್-ಪಾರ್ಟಿ ಪಾಲಿಸಿ ಇಲ್ಲದೆ ಸ್ವಂತ ಹಾನಿ ರಕ್ಷಣೆ ಪಡೆಯಬಹುದೇ?",
          ],
          [
            "No. IRDAI allows standalone own damage only beside an active third-party policy; we ask for its number when you buy.",
            "नहीं। IRDAI स्टैंडअलोन ओन-डैमेज केवल सक्रिय थर्ड-पार्टी पॉलिसी के साथ देने की अनुमति देता है; खरीदते समय हम उसका नंबर पूछते हैं।",
            "ಇಲ್ಲ. ಸಕ್ರಿಯ ಥರ್ಡ್-ಪಾರ್ಟಿ ಪಾಲಿಸಿಯ ಜೊತೆಗೆ ಮಾತ್ರ IRDAI ಪ್ರತ್ಯೇಕ ಸ್ವಂತ ಹಾನಿ ರಕ್ಷಣೆಗೆ ಅನುಮತಿಸುತ್ತದೆ; ಖರೀದಿ ವೇಳೆ ಅದರ ಸಂಖ್ಯೆ ಕೇಳುತ್ತೇವೆ.",
          ],
        ],
      ],
    },
    {
      key: "motor-act-only",
      basis: "public",
      whoFor: [
        "Owners who want only the cover the Motor Vehicles Act makes compulsory for any vehicle on a public road, often for an older vehicle of low value.",
        "वे मालिक जो केवल वही कवर चाहते हैं जो मोटर वाहन अधिनियम सार्वजनिक सड़क पर हर वाहन के लिए अनिवार्य करता है, अक्सर कम मूल्य वाले पुराने वाहन के लिए।",
        "ಸಾರ್ವಜನಿಕ ರಸ್ತೆಯಲ್ಲಿ ಪ್ರತಿ ವಾಹನಕ್ಕೆ ಮೋಟಾರ್ ವಾಹನ ಕಾಯ್ದೆ ಕಡ್ಡಾಯಗೊಳಿಸಿರುವ ರಕ್ಷಣೆ ಮಾತ್ರ ಬಯಸುವ ಮಾಲೀಕರು, ಹೆಚ್ಚಾಗಿ ಕಡಿಮೆ ಮೌಲ್ಯದ ಹಳೆಯ ವಾಹನಕ್ಕೆ.",
      ],
      covered: [thirdParty, ownerDriverPa],
      notCovered: [
        [
          "Any loss of or damage to your own vehicle, including theft and fire",
          "आपके अपने वाहन का कोई भी नुकसान, चोरी और आग सहित",
          "ಕಳ್ಳತನ ಮತ್ತು ಬೆಂಕಿ ಸೇರಿ ನಿಮ್ಮ ಸ್ವಂತ ವಾಹನದ ಯಾವುದೇ ನಷ್ಟ ಅಥವಾ ಹಾನಿ",
        ],
      ],
      sumInsured: [
        "No sum insured for your vehicle. The premium is the one fixed by the Ministry of Road Transport for the engine size: for a private car up to 1,000 cc ₹2,094 a year.",
        "आपके वाहन की कोई बीमा राशि नहीं। प्रीमियम सड़क परिवहन मंत्रालय द्वारा इंजन क्षमता के अनुसार तय है: 1,000 सीसी तक की निजी कार के लिए ₹2,094 प्रति वर्ष।",
        "ನಿಮ್ಮ ವಾಹನಕ್ಕೆ ವಿಮಾ ಮೊತ್ತವಿಲ್ಲ. ಪ್ರೀಮಿಯಂ ಅನ್ನು ರಸ್ತೆ ಸಾರಿಗೆ ಸಚಿವಾಲಯ ಎಂಜಿನ್ ಸಾಮರ್ಥ್ಯದಂತೆ ನಿಗದಿಪಡಿಸಿದೆ: 1,000 ಸಿಸಿ ವರೆಗಿನ ಖಾಸಗಿ ಕಾರಿಗೆ ವರ್ಷಕ್ಕೆ ₹2,094.",
      ],
      addons: [
        [
          ["Paid driver and passengers", "वेतनभोगी चालक और यात्री", "ಸಂಬಳದ ಚಾಲಕ ಮತ್ತು ಪ್ರಯಾಣಿಕರು"],
          [
            "Legal liability to a paid driver and personal accident cover for passengers.",
            "वेतनभोगी चालक के प्रति कानूनी जिम्मेदारी और यात्रियों के लिए व्यक्तिगत दुर्घटना कवर।",
            "ಸಂಬಳದ ಚಾಲಕರ ಬಗ್ಗೆ ಕಾನೂನು ಹೊಣೆಗಾರಿಕೆ ಮತ್ತು ಪ್ರಯಾಣಿಕರಿಗೆ ವೈಯಕ್ತಿಕ ಅಪಘಾತ ರಕ್ಷಣೆ.",
          ],
        ],
      ],
      faqs: [
        [
          [
            "Is driving without third-party cover an offence?",
            "क्या थर्ड-पार्टी कवर के बिना गाड़ी चलाना अपराध है?",
            "ಥರ್ಡ್-ಪಾರ್ಟಿ ರಕ್ಷಣೆ ಇಲ್ಲದೆ ಚಾಲನೆ ಅಪರಾಧವೇ?",
          ],
          [
            "Yes: under section 196 of the Motor Vehicles Act a first offence is fined ₹2,000 or up to three months' imprisonment.",
            "हाँ: मोटर वाहन अधिनियम की धारा 196 के तहत पहले अपराध पर ₹2,000 जुर्माना या तीन महीने तक की कैद है।",
            "ಹೌದು: ಮೋಟಾರ್ ವಾಹನ ಕಾಯ್ದೆಯ ಸೆಕ್ಷನ್ 196 ಅಡಿ ಮೊದಲ ಅಪರಾಧಕ್ಕೆ ₹2,000 ದಂಡ ಅಥವಾ ಮೂರು ತಿಂಗಳವರೆಗೆ ಸೆರೆವಾಸ.",
          ],
        ],
      ],
    },
    {
      key: "two-wheeler-insurance",
      basis: "public",
      whoFor: [
        "Owners of a scooter, motorcycle or moped, petrol or electric, who want their vehicle and their liability covered in one policy.",
        "स्कूटर, मोटरसाइकिल या मोपेड (पेट्रोल या इलेक्ट्रिक) के मालिक, जो अपने वाहन और अपनी जिम्मेदारी को एक ही पॉलिसी में कवर करना चाहते हैं।",
        "ಪೆಟ್ರೋಲ್ ಅಥವಾ ವಿದ್ಯುತ್ ಸ್ಕೂಟರ್, ಮೋಟಾರ್‌ಸೈಕಲ್ ಅಥವಾ ಮೊಪೆಡ್ ಮಾಲೀಕರು, ತಮ್ಮ ವಾಹನ ಮತ್ತು ಹೊಣೆಗಾರಿಕೆಗೆ ಒಂದೇ ಪಾಲಿಸಿ ಬಯಸುವವರು.",
      ],
      covered: [
        ownDamage,
        thirdParty,
        ownerDriverPa,
        [
          "Pillion rider personal accident cover, if chosen",
          "चुनने पर पीछे बैठने वाले सवार का व्यक्तिगत दुर्घटना कवर",
          "ಆರಿಸಿದರೆ ಹಿಂಬದಿ ಸವಾರರ ವೈಯಕ್ತಿಕ ಅಪಘಾತ ರಕ್ಷಣೆ",
        ],
      ],
      notCovered: [
        ["Riding for hire, racing or stunt riding", "किराये पर चलाना, रेसिंग या स्टंट", "ಬಾಡಿಗೆಗೆ ಚಾಲನೆ, ರೇಸಿಂಗ್ ಅಥವಾ ಸ್ಟಂಟ್"],
      ],
      sumInsured: IDV,
      deductibles: [bikeDeductible],
      addons: [nilDep, returnToInvoice, consumables],
      faqs: [
        [
          ["Is my electric scooter covered?", "क्या मेरा इलेक्ट्रिक स्कूटर कवर होता है?", "ನನ್ನ ವಿದ್ಯುತ್ ಸ್ಕೂಟರ್ ರಕ್ಷಿತವೇ?"],
          [
            "Yes. Its battery and charger are part of the vehicle's IDV; the third-party premium is set by motor power in kilowatts.",
            "हाँ। उसकी बैटरी और चार्जर वाहन के IDV में शामिल हैं; थर्ड-पार्टी प्रीमियम मोटर की किलोवाट क्षमता से तय होता है।",
            "ಹೌದು. ಅದರ ಬ್ಯಾಟರಿ ಮತ್ತು ಚಾರ್ಜರ್ ವಾಹನದ IDV ಯ ಭಾಗ; ಥರ್ಡ್-ಪಾರ್ಟಿ ಪ್ರೀಮಿಯಂ ಮೋಟಾರ್‌ನ ಕಿಲೋವ್ಯಾಟ್ ಸಾಮರ್ಥ್ಯದಿಂದ ನಿಗದಿಯಾಗುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "bike-insurance",
      basis: "public",
      whoFor: [
        "Motorcycle riders comparing comprehensive bike cover with third-party only; commuters who ride daily gain most from the own-damage part and its add-ons.",
        "मोटरसाइकिल चालक जो व्यापक बाइक कवर की तुलना केवल थर्ड-पार्टी से कर रहे हैं; रोज बाइक चलाने वालों को ओन-डैमेज हिस्से और उसके ऐड-ऑन से सबसे अधिक लाभ होता है।",
        "ಸಮಗ್ರ ಬೈಕ್ ರಕ್ಷಣೆಯನ್ನು ಥರ್ಡ್-ಪಾರ್ಟಿ ಮಾತ್ರದೊಂದಿಗೆ ಹೋಲಿಸುತ್ತಿರುವ ಮೋಟಾರ್‌ಸೈಕಲ್ ಸವಾರರು; ದಿನವೂ ಓಡಿಸುವವರಿಗೆ ಸ್ವಂತ ಹಾನಿ ಭಾಗ ಮತ್ತು ಅದರ ಆಡ್-ಆನ್‌ಗಳಿಂದ ಹೆಚ್ಚು ಲಾಭ.",
      ],
      covered: [ownDamage, thirdParty, ownerDriverPa],
      notCovered: [
        [
          "Tyre and tube damage on its own, unless the accident damaged the bike too",
          "केवल टायर और ट्यूब का नुकसान, जब तक दुर्घटना में बाइक भी क्षतिग्रस्त न हुई हो",
          "ಅಪಘಾತದಲ್ಲಿ ಬೈಕ್‌ಗೂ ಹಾನಿಯಾಗದಿದ್ದರೆ ಟೈರ್ ಮತ್ತು ಟ್ಯೂಬ್ ಹಾನಿ ಮಾತ್ರ",
        ],
      ],
      sumInsured: IDV,
      deductibles: [bikeDeductible],
      addons: [nilDep, returnToInvoice, consumables],
      faqs: [
        [
          [
            "What is the third-party premium for my bike?",
            "मेरी बाइक का थर्ड-पार्टी प्रीमियम कितना है?",
            "ನನ್ನ ಬೈಕ್‌ನ ಥರ್ಡ್-ಪಾರ್ಟಿ ಪ್ರೀಮಿಯಂ ಎಷ್ಟು?",
          ],
          [
            "It is fixed by the government by engine size: ₹714 a year for 75 to 150 cc, ₹1,366 for 150 to 350 cc and ₹2,804 above 350 cc.",
            "यह सरकार इंजन क्षमता के अनुसार तय करती है: 75 से 150 सीसी के लिए ₹714 प्रति वर्ष, 150 से 350 सीसी के लिए ₹1,366 और 350 सीसी से ऊपर ₹2,804।",
            "ಇದನ್ನು ಸರ್ಕಾರ ಎಂಜಿನ್ ಸಾಮರ್ಥ್ಯದಂತೆ ನಿಗದಿಪಡಿಸುತ್ತದೆ: 75 ರಿಂದ 150 ಸಿಸಿ ಗೆ ವರ್ಷಕ್ಕೆ ₹714, 150 ರಿಂದ 350 ಸಿಸಿ ಗೆ ₹1,366 ಮತ್ತು 350 ಸಿಸಿ ಮೀರಿದರೆ ₹2,804.",
          ],
        ],
      ],
    },
    {
      key: "long-term-two-wheeler-insurance",
      basis: "public",
      whoFor: [
        "Buyers of a new two-wheeler, who must take five years of third-party cover, and owners who would rather not renew every year.",
        "नए दोपहिया वाहन के खरीदार, जिन्हें पाँच वर्ष का थर्ड-पार्टी कवर लेना अनिवार्य है, और वे मालिक जो हर वर्ष नवीनीकरण नहीं करना चाहते।",
        "ಐದು ವರ್ಷದ ಥರ್ಡ್-ಪಾರ್ಟಿ ರಕ್ಷಣೆ ಕಡ್ಡಾಯವಾಗಿ ಪಡೆಯಬೇಕಾದ ಹೊಸ ದ್ವಿಚಕ್ರ ವಾಹನ ಖರೀದಿದಾರರು ಮತ್ತು ಪ್ರತಿ ವರ್ಷ ನವೀಕರಿಸಲು ಇಷ್ಟಪಡದ ಮಾಲೀಕರು.",
      ],
      covered: [
        [
          "Third-party liability for five years at today's rates",
          "आज की दरों पर पाँच वर्ष की थर्ड-पार्टी जिम्मेदारी",
          "ಇಂದಿನ ದರಗಳಲ್ಲಿ ಐದು ವರ್ಷದ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ",
        ],
        [
          "Own damage for one year (renewed yearly) or for the whole term",
          "एक वर्ष (हर वर्ष नवीनीकरण) या पूरी अवधि के लिए ओन-डैमेज",
          "ಒಂದು ವರ್ಷ (ಪ್ರತಿ ವರ್ಷ ನವೀಕರಣ) ಅಥವಾ ಸಂಪೂರ್ಣ ಅವಧಿಗೆ ಸ್ವಂತ ಹಾನಿ",
        ],
        ownerDriverPa,
      ],
      notCovered: [
        [
          "A refund of the unused years if you sell the vehicle and the buyer keeps the policy",
          "वाहन बेचने पर बचे वर्षों का धनवापसी, यदि खरीदार पॉलिसी अपने नाम रखता है",
          "ವಾಹನ ಮಾರಿದಾಗ ಖರೀದಿದಾರರು ಪಾಲಿಸಿ ಉಳಿಸಿಕೊಂಡರೆ ಬಳಸದ ವರ್ಷಗಳ ಮರುಪಾವತಿ",
        ],
      ],
      sumInsured: IDV,
      deductibles: [bikeDeductible],
      addons: [nilDep, returnToInvoice],
      faqs: [
        [
          [
            "Does my no-claim bonus grow on a long-term policy?",
            "क्या लंबी अवधि की पॉलिसी पर दावा-मुक्त बोनस (NCB) बढ़ता है?",
            "ದೀರ್ಘಾವಧಿ ಪಾಲಿಸಿಯಲ್ಲಿ ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ ಹೆಚ್ಚುತ್ತದೆಯೇ?",
          ],
          [
            "Yes: on a multi-year own-damage cover the bonus steps are built into the premium for each claim-free year.",
            "हाँ: बहुवर्षीय ओन-डैमेज कवर में हर दावा-मुक्त वर्ष के बोनस के चरण प्रीमियम में पहले से शामिल होते हैं।",
            "ಹೌದು: ಬಹುವರ್ಷದ ಸ್ವಂತ ಹಾನಿ ರಕ್ಷಣೆಯಲ್ಲಿ ಪ್ರತಿ ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷದ ಬೋನಸ್ ಹಂತಗಳು ಪ್ರೀಮಿಯಂನಲ್ಲೇ ಸೇರಿರುತ್ತವೆ.",
          ],
        ],
      ],
    },
  ],
};
