/**
 * Corporate lines (issue 16: "then corporate/rural with the essentials"): who
 * each cover is for, its main covers and exclusions, and how its sum insured
 * is set, from the lines' standard Indian wordings (Standard Fire and Special
 * Perils, the engineering and liability covers, Inland Transit Clauses). Each
 * policy is underwritten for the business, so figures are described, not quoted.
 */
import type { ProductFacts, ProductFamily, Text } from "./facts";

/** The essentials of a commercial product: its audience, covers, exclusions and sum insured basis. */
function essentials(
  key: string,
  whoFor: Text,
  covered: readonly Text[],
  notCovered: readonly Text[],
  sumInsured: Text,
  basis: ProductFacts["basis"] = "public",
): ProductFacts {
  return { key, basis, whoFor, covered, notCovered, sumInsured, faqs: [] };
}

const reinstatement: Text = [
  "The cost of rebuilding or replacing the property new (reinstatement value), or its market value, as declared.",
  "संपत्ति को नए सिरे से बनाने या बदलने की लागत (पुनःस्थापन मूल्य), या उसका बाजार मूल्य, जैसा घोषित किया गया हो।",
  "ಆಸ್ತಿಯನ್ನು ಹೊಸದಾಗಿ ಕಟ್ಟುವ ಅಥವಾ ಬದಲಿಸುವ ವೆಚ್ಚ (ಪುನಃಸ್ಥಾಪನಾ ಮೌಲ್ಯ), ಅಥವಾ ಘೋಷಿಸಿದಂತೆ ಮಾರುಕಟ್ಟೆ ಮೌಲ್ಯ.",
];
const limitOfIndemnity: Text = [
  "A limit of indemnity per claim and for the year, chosen for the business's turnover and exposure.",
  "प्रति दावा और वर्ष के लिए क्षतिपूर्ति सीमा, व्यवसाय के कारोबार और जोखिम के अनुसार चुनी गई।",
  "ಪ್ರತಿ ಕ್ಲೇಮ್ ಮತ್ತು ವರ್ಷಕ್ಕೆ ಪರಿಹಾರ ಮಿತಿ, ವ್ಯವಹಾರದ ವಹಿವಾಟು ಮತ್ತು ಅಪಾಯಕ್ಕೆ ತಕ್ಕಂತೆ ಆರಿಸಿದ್ದು.",
];
const wear: Text = [
  "Wear and tear, gradual deterioration and lack of maintenance",
  "टूट-फूट, धीरे-धीरे होने वाली गिरावट और रखरखाव की कमी",
  "ಸವೆತ, ಕ್ರಮೇಣ ಕ್ಷೀಣತೆ ಮತ್ತು ನಿರ್ವಹಣೆಯ ಕೊರತೆ",
];
const deliberate: Text = [
  "Deliberate or criminal acts of the insured",
  "बीमित व्यक्ति के जानबूझकर या आपराधिक कार्य",
  "ವಿಮಿತರ ಉದ್ದೇಶಪೂರ್ವಕ ಅಥವಾ ಅಪರಾಧ ಕೃತ್ಯಗಳು",
];
const contractual: Text = [
  "Liability taken on by contract that would not exist in law, and fines or penalties",
  "अनुबंध से ली गई ऐसी जिम्मेदारी जो कानूनन न होती, और जुर्माने या दंड",
  "ಕಾನೂನಿನಲ್ಲಿ ಇಲ್ಲದ, ಒಪ್ಪಂದದಿಂದ ಒಪ್ಪಿಕೊಂಡ ಹೊಣೆಗಾರಿಕೆ ಮತ್ತು ದಂಡಗಳು",
];
const fireCover: Text = [
  "Fire, lightning, explosion, aircraft damage, riot, strike and malicious damage",
  "आग, बिजली गिरना, विस्फोट, विमान से नुकसान, दंगा, हड़ताल और दुर्भावनापूर्ण नुकसान",
  "ಬೆಂಕಿ, ಸಿಡಿಲು, ಸ್ಫೋಟ, ವಿಮಾನದಿಂದ ಹಾನಿ, ಗಲಭೆ, ಮುಷ್ಕರ ಮತ್ತು ದುರುದ್ದೇಶಪೂರಿತ ಹಾನಿ",
];
const natCat: Text = [
  "Storm, cyclone, flood, inundation, earthquake (when chosen), landslide and subsidence",
  "तूफान, चक्रवात, बाढ़, जलभराव, भूकंप (चुनने पर), भूस्खलन और धँसाव",
  "ಬಿರುಗಾಳಿ, ಚಂಡಮಾರುತ, ಪ್ರವಾಹ, ಜಲಾವೃತ, ಭೂಕಂಪ (ಆರಿಸಿದರೆ), ಭೂಕುಸಿತ ಮತ್ತು ಭೂಮಿ ಕುಸಿಯುವಿಕೆ",
];
const groupHealthWho = (what: Text): Text => [
  `Employers of 7 or more people who want ${what[0]}, with the employees' families where chosen.`,
  `7 या अधिक लोगों के नियोक्ता जो ${what[1]} चाहते हैं, चुनने पर कर्मचारियों के परिवार सहित।`,
  `7 ಅಥವಾ ಹೆಚ್ಚು ಜನರ ಉದ್ಯೋಗದಾತರು, ${what[2]} ಬಯಸುವವರು, ಆರಿಸಿದರೆ ಉದ್ಯೋಗಿಗಳ ಕುಟುಂಬಗಳ ಸಹಿತ.`,
];

export const CORPORATE: ProductFamily = {
  file: "0400-corporate",
  claimSteps: [
    [
      ["Tell us at once", "हमें तुरंत बताएँ", "ತಕ್ಷಣ ನಮಗೆ ತಿಳಿಸಿ"],
      [
        "Inform us as soon as you know of a loss or a claim against you, through your relationship manager, 1800 102 1111 or the claims page; report theft, riot or an accident to the police too.",
        "नुकसान या अपने विरुद्ध दावे की जानकारी मिलते ही अपने रिलेशनशिप मैनेजर, 1800 102 1111 या दावा पृष्ठ के माध्यम से हमें बताएँ; चोरी, दंगा या दुर्घटना की सूचना पुलिस को भी दें।",
        "ನಷ್ಟ ಅಥವಾ ನಿಮ್ಮ ವಿರುದ್ಧದ ಕ್ಲೇಮ್ ತಿಳಿದ ತಕ್ಷಣ ನಿಮ್ಮ ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು, 1800 102 1111 ಅಥವಾ ಕ್ಲೇಮ್ ಪುಟದ ಮೂಲಕ ನಮಗೆ ತಿಳಿಸಿ; ಕಳ್ಳತನ, ಗಲಭೆ ಅಥವಾ ಅಪಘಾತವನ್ನು ಪೊಲೀಸರಿಗೂ ತಿಳಿಸಿ.",
      ],
    ],
    [
      ["Limit the loss", "नुकसान सीमित करें", "ನಷ್ಟ ಮಿತಿಗೊಳಿಸಿ"],
      [
        "Take reasonable steps to prevent further damage, keep damaged items and records, and admit no liability to a third party without our consent.",
        "आगे नुकसान रोकने के उचित कदम उठाएँ, क्षतिग्रस्त सामान और रिकॉर्ड सँभालकर रखें, और हमारी सहमति के बिना किसी तीसरे पक्ष के प्रति जिम्मेदारी स्वीकार न करें।",
        "ಹೆಚ್ಚಿನ ಹಾನಿ ತಡೆಯಲು ಸೂಕ್ತ ಕ್ರಮ ಕೈಗೊಳ್ಳಿ, ಹಾನಿಯಾದ ವಸ್ತುಗಳು ಮತ್ತು ದಾಖಲೆಗಳನ್ನು ಉಳಿಸಿ, ನಮ್ಮ ಒಪ್ಪಿಗೆಯಿಲ್ಲದೆ ಥರ್ಡ್ ಪಾರ್ಟಿಗೆ ಹೊಣೆ ಒಪ್ಪಿಕೊಳ್ಳಬೇಡಿ.",
      ],
    ],
    [
      ["Survey", "सर्वे", "ಸಮೀಕ್ಷೆ"],
      [
        "We appoint a licensed surveyor, who inspects the loss and lists the documents needed.",
        "हम एक लाइसेंसधारी सर्वेयर नियुक्त करते हैं, जो नुकसान की जाँच करता है और जरूरी दस्तावेजों की सूची देता है।",
        "ನಾವು ಪರವಾನಗಿ ಪಡೆದ ಸಮೀಕ್ಷಕರನ್ನು ನೇಮಿಸುತ್ತೇವೆ, ಅವರು ನಷ್ಟ ಪರಿಶೀಲಿಸಿ ಅಗತ್ಯ ದಾಖಲೆಗಳ ಪಟ್ಟಿ ನೀಡುತ್ತಾರೆ.",
      ],
    ],
    [
      ["Settlement", "निपटान", "ಇತ್ಯರ್ಥ"],
      [
        "We settle within 30 days of the surveyor's final report; an interim payment is possible on large losses.",
        "सर्वेयर की अंतिम रिपोर्ट के 30 दिनों में हम निपटान करते हैं; बड़े नुकसान पर अंतरिम भुगतान संभव है।",
        "ಸಮೀಕ್ಷಕರ ಅಂತಿಮ ವರದಿಯ 30 ದಿನಗಳಲ್ಲಿ ಇತ್ಯರ್ಥಗೊಳಿಸುತ್ತೇವೆ; ದೊಡ್ಡ ನಷ್ಟಗಳಿಗೆ ಮಧ್ಯಂತರ ಪಾವತಿ ಸಾಧ್ಯ.",
      ],
    ],
  ],
  commonNotCovered: [
    [
      "War, nuclear risks and the cost of an undeclared change in the risk",
      "युद्ध, परमाणु जोखिम और जोखिम में बिना बताए बदलाव से हुआ नुकसान",
      "ಯುದ್ಧ, ಪರಮಾಣು ಅಪಾಯ ಮತ್ತು ಘೋಷಿಸದ ಅಪಾಯ ಬದಲಾವಣೆಯ ವೆಚ್ಚ",
    ],
  ],
  commonFaqs: [
    [
      [
        "How is the premium for my business worked out?",
        "मेरे व्यवसाय का प्रीमियम कैसे तय होता है?",
        "ನನ್ನ ವ್ಯವಹಾರದ ಪ್ರೀಮಿಯಂ ಹೇಗೆ ನಿರ್ಧಾರವಾಗುತ್ತದೆ?",
      ],
      [
        "Our underwriters price each business on its activity, location, protection and claims history; request a call-back and a corporate expert will prepare a quotation.",
        "हमारे अंडरराइटर हर व्यवसाय की कीमत उसकी गतिविधि, स्थान, सुरक्षा और दावों के इतिहास पर तय करते हैं; कॉल-बैक का अनुरोध करें, कॉर्पोरेट विशेषज्ञ कोटेशन तैयार करेंगे।",
        "ನಮ್ಮ ವಿಮಾ ಮೌಲ್ಯಮಾಪಕರು ಪ್ರತಿ ವ್ಯವಹಾರದ ಚಟುವಟಿಕೆ, ಸ್ಥಳ, ಸುರಕ್ಷತೆ ಮತ್ತು ಕ್ಲೇಮ್ ಇತಿಹಾಸದ ಮೇಲೆ ಬೆಲೆ ನಿಗದಿಪಡಿಸುತ್ತಾರೆ; ಮರಳಿ ಕರೆಗೆ ವಿನಂತಿಸಿ, ಕಾರ್ಪೊರೇಟ್ ತಜ್ಞರು ದರಪಟ್ಟಿ ಸಿದ್ಧಪಡಿಸುತ್ತಾರೆ.",
      ],
    ],
  ],
  products: [
    essentials(
      "group-health-insurance",
      groupHealthWho([
        "hospital cover for their employees from the first day of employment",
        "कर्मचारियों के लिए नौकरी के पहले दिन से अस्पताल कवर",
        "ಉದ್ಯೋಗದ ಮೊದಲ ದಿನದಿಂದ ಉದ್ಯೋಗಿಗಳಿಗೆ ಆಸ್ಪತ್ರೆ ರಕ್ಷಣೆ",
      ]),
      [
        [
          "Hospitalisation, day care and pre- and post-hospitalisation, cashless at network hospitals",
          "भर्ती, डे-केयर और भर्ती से पहले व बाद के खर्च, नेटवर्क अस्पतालों में कैशलेस",
          "ದಾಖಲಾತಿ, ಡೇ-ಕೇರ್ ಮತ್ತು ದಾಖಲಾತಿಗೆ ಮೊದಲು ಹಾಗೂ ನಂತರದ ವೆಚ್ಚ, ನೆಟ್‌ವರ್ಕ್ ಆಸ್ಪತ್ರೆಗಳಲ್ಲಿ ನಗದುರಹಿತ",
        ],
        [
          "Pre-existing diseases and maternity from day one, when the employer chooses",
          "नियोक्ता चुने तो पहले दिन से पहले से मौजूद बीमारियाँ और मातृत्व",
          "ಉದ್ಯೋಗದಾತರು ಆರಿಸಿದರೆ ಮೊದಲ ದಿನದಿಂದ ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು ಮತ್ತು ಹೆರಿಗೆ",
        ],
      ],
      [
        [
          "Employees who have left the employer, after the policy's notice period",
          "नियोक्ता छोड़ चुके कर्मचारी, पॉलिसी की सूचना अवधि के बाद",
          "ಪಾಲಿಸಿಯ ಸೂಚನಾ ಅವಧಿಯ ನಂತರ ಉದ್ಯೋಗ ಬಿಟ್ಟ ಉದ್ಯೋಗಿಗಳು",
        ],
      ],
      [
        "A sum insured per employee or per family, in grades the employer chooses.",
        "प्रति कर्मचारी या प्रति परिवार बीमा राशि, नियोक्ता द्वारा चुनी श्रेणियों में।",
        "ಉದ್ಯೋಗದಾತರು ಆರಿಸಿದ ಶ್ರೇಣಿಗಳಲ್ಲಿ ಪ್ರತಿ ಉದ್ಯೋಗಿ ಅಥವಾ ಪ್ರತಿ ಕುಟುಂಬಕ್ಕೆ ವಿಮಾ ಮೊತ್ತ.",
      ],
    ),
    essentials(
      "group-loan-insurance",
      [
        "Banks, NBFCs and microfinance lenders who want their borrowers' loans repaid on death or disability by accident or illness.",
        "बैंक, NBFC और सूक्ष्म वित्त ऋणदाता जो चाहते हैं कि दुर्घटना या बीमारी से मृत्यु या विकलांगता पर उनके उधारकर्ताओं का ऋण चुक जाए।",
        "ಅಪಘಾತ ಅಥವಾ ಅನಾರೋಗ್ಯದಿಂದ ಸಾವು ಅಥವಾ ಅಂಗವೈಕಲ್ಯವಾದರೆ ತಮ್ಮ ಸಾಲಗಾರರ ಸಾಲ ತೀರಬೇಕೆಂದು ಬಯಸುವ ಬ್ಯಾಂಕ್‌ಗಳು, NBFC ಗಳು ಮತ್ತು ಸೂಕ್ಷ್ಮ ಹಣಕಾಸು ಸಾಲದಾತರು.",
      ],
      [
        [
          "The outstanding loan on accidental death or permanent total disability",
          "दुर्घटना में मृत्यु या स्थायी पूर्ण विकलांगता पर बकाया ऋण",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವು ಅಥವಾ ಶಾಶ್ವತ ಸಂಪೂರ್ಣ ಅಂಗವೈಕಲ್ಯದಲ್ಲಿ ಬಾಕಿ ಸಾಲ",
        ],
        [
          "Critical illness and hospital cash benefits, when chosen",
          "चुनने पर गंभीर बीमारी और अस्पताल नकद लाभ",
          "ಆರಿಸಿದರೆ ಗಂಭೀರ ಕಾಯಿಲೆ ಮತ್ತು ಆಸ್ಪತ್ರೆ ನಗದು ಪ್ರಯೋಜನಗಳು",
        ],
      ],
      [
        [
          "Loans disbursed before the borrower joined the policy",
          "पॉलिसी में जुड़ने से पहले दिए गए ऋण",
          "ಪಾಲಿಸಿಗೆ ಸೇರುವ ಮೊದಲು ವಿತರಿಸಿದ ಸಾಲಗಳು",
        ],
      ],
      [
        "Each borrower's loan amount, reducing as it is repaid.",
        "हर उधारकर्ता की ऋण राशि, चुकौती के साथ घटती हुई।",
        "ಪ್ರತಿ ಸಾಲಗಾರರ ಸಾಲದ ಮೊತ್ತ, ಮರುಪಾವತಿಯೊಂದಿಗೆ ಕಡಿಮೆಯಾಗುತ್ತಾ.",
      ],
    ),
    essentials(
      "group-critical-illness",
      groupHealthWho([
        "a lump sum for employees diagnosed with a critical illness",
        "गंभीर बीमारी का पता चलने पर कर्मचारियों के लिए एकमुश्त राशि",
        "ಗಂಭೀರ ಕಾಯಿಲೆ ಪತ್ತೆಯಾದ ಉದ್ಯೋಗಿಗಳಿಗೆ ಒಂದೇ ಮೊತ್ತ",
      ]),
      [
        [
          "A lump sum on first diagnosis of a listed critical illness",
          "सूचीबद्ध गंभीर बीमारी का पहली बार पता चलने पर एकमुश्त राशि",
          "ಪಟ್ಟಿ ಮಾಡಿದ ಗಂಭೀರ ಕಾಯಿಲೆ ಮೊದಲ ಬಾರಿ ಪತ್ತೆಯಾದಾಗ ಒಂದೇ ಮೊತ್ತ",
        ],
        ["Paid on top of the group health policy", "समूह स्वास्थ्य पॉलिसी के अतिरिक्त भुगतान", "ಗುಂಪು ಆರೋಗ್ಯ ಪಾಲಿಸಿಯ ಜೊತೆಗೆ ಪಾವತಿ"],
      ],
      [
        [
          "Illnesses diagnosed before joining or in the waiting period",
          "जुड़ने से पहले या प्रतीक्षा अवधि में पता चली बीमारियाँ",
          "ಸೇರುವ ಮೊದಲು ಅಥವಾ ಕಾಯುವ ಅವಧಿಯಲ್ಲಿ ಪತ್ತೆಯಾದ ಕಾಯಿಲೆಗಳು",
        ],
      ],
      [
        "A fixed sum per employee, or a multiple of salary.",
        "प्रति कर्मचारी तय राशि, या वेतन का गुणक।",
        "ಪ್ರತಿ ಉದ್ಯೋಗಿಗೆ ನಿಗದಿತ ಮೊತ್ತ ಅಥವಾ ವೇತನದ ಗುಣಕ.",
      ],
    ),
    essentials(
      "employee-group-topup",
      [
        "Employees already covered by their employer's group policy who want, for themselves and their families, cover above it at group rates.",
        "नियोक्ता की समूह पॉलिसी में पहले से कवर कर्मचारी जो अपने और परिवार के लिए समूह दरों पर उससे ऊपर का कवर चाहते हैं।",
        "ಉದ್ಯೋಗದಾತರ ಗುಂಪು ಪಾಲಿಸಿಯಲ್ಲಿ ಈಗಾಗಲೇ ರಕ್ಷಿತರಾಗಿದ್ದು ತಮಗೆ ಮತ್ತು ಕುಟುಂಬಕ್ಕೆ ಗುಂಪು ದರದಲ್ಲಿ ಅದರ ಮೇಲಿನ ರಕ್ಷಣೆ ಬಯಸುವ ಉದ್ಯೋಗಿಗಳು.",
      ],
      [
        [
          "Hospital costs above the group policy's sum insured",
          "समूह पॉलिसी की बीमा राशि से ऊपर का अस्पताल खर्च",
          "ಗುಂಪು ಪಾಲಿಸಿಯ ವಿಮಾ ಮೊತ್ತಕ್ಕಿಂತ ಹೆಚ್ಚಿನ ಆಸ್ಪತ್ರೆ ವೆಚ್ಚ",
        ],
        [
          "Parents, who group policies often leave out",
          "माता-पिता, जिन्हें समूह पॉलिसियाँ अक्सर छोड़ देती हैं",
          "ಗುಂಪು ಪಾಲಿಸಿಗಳು ಹೆಚ್ಚಾಗಿ ಬಿಡುವ ಪೋಷಕರು",
        ],
      ],
      [
        [
          "Costs within the group policy's sum insured",
          "समूह पॉलिसी की बीमा राशि के भीतर का खर्च",
          "ಗುಂಪು ಪಾಲಿಸಿಯ ವಿಮಾ ಮೊತ್ತದೊಳಗಿನ ವೆಚ್ಚ",
        ],
      ],
      [
        "₹5 lakh to ₹25 lakh above the group cover, paid by the employee (indicative).",
        "समूह कवर के ऊपर ₹5 लाख से ₹25 लाख, कर्मचारी द्वारा भुगतान (सांकेतिक)।",
        "ಗುಂಪು ರಕ್ಷಣೆಯ ಮೇಲೆ ₹5 ಲಕ್ಷದಿಂದ ₹25 ಲಕ್ಷ, ಉದ್ಯೋಗಿ ಪಾವತಿಸುವುದು (ಸೂಚಕ).",
      ],
      "illustrative",
    ),
    essentials(
      "fire-insurance",
      [
        "Owners and tenants of factories, shops, offices, warehouses and hotels insuring buildings, plant, machinery and stock.",
        "कारखानों, दुकानों, दफ्तरों, गोदामों और होटलों के मालिक और किरायेदार जो भवन, संयंत्र, मशीनरी और स्टॉक का बीमा कराते हैं।",
        "ಕಟ್ಟಡ, ಘಟಕ, ಯಂತ್ರೋಪಕರಣ ಮತ್ತು ದಾಸ್ತಾನಿಗೆ ವಿಮೆ ಮಾಡಿಸುವ ಕಾರ್ಖಾನೆ, ಅಂಗಡಿ, ಕಚೇರಿ, ಗೋದಾಮು ಮತ್ತು ಹೋಟೆಲ್‌ಗಳ ಮಾಲೀಕರು ಮತ್ತು ಬಾಡಿಗೆದಾರರು.",
      ],
      [fireCover, natCat],
      [
        wear,
        [
          "Theft after a fire, and loss of profit, unless added",
          "आग के बाद चोरी, और लाभ की हानि, जब तक जोड़ा न गया हो",
          "ಸೇರಿಸದಿದ್ದರೆ ಬೆಂಕಿಯ ನಂತರದ ಕಳ್ಳತನ ಮತ್ತು ಲಾಭ ನಷ್ಟ",
        ],
      ],
      reinstatement,
    ),
    essentials(
      "burglary-insurance",
      [
        "Shops, offices, warehouses and homes that keep stock, equipment or valuables and want them covered against break-ins.",
        "दुकानें, दफ्तर, गोदाम और घर जहाँ स्टॉक, उपकरण या कीमती सामान रखा जाता है और जो सेंधमारी से कवर चाहते हैं।",
        "ದಾಸ್ತಾನು, ಉಪಕರಣ ಅಥವಾ ಬೆಲೆಬಾಳುವ ವಸ್ತುಗಳನ್ನು ಇಟ್ಟುಕೊಂಡು ಕನ್ನದಿಂದ ರಕ್ಷಣೆ ಬಯಸುವ ಅಂಗಡಿ, ಕಚೇರಿ, ಗೋದಾಮು ಮತ್ತು ಮನೆಗಳು.",
      ],
      [
        [
          "Loss of contents by burglary or housebreaking with forcible and violent entry",
          "जबरदस्ती और हिंसक प्रवेश से सेंधमारी में सामान की हानि",
          "ಬಲವಂತದ ಮತ್ತು ಹಿಂಸಾತ್ಮಕ ಪ್ರವೇಶದಿಂದ ಕನ್ನದಲ್ಲಿ ವಸ್ತುಗಳ ನಷ್ಟ",
        ],
        [
          "Damage to the premises caused by the burglars",
          "चोरों द्वारा परिसर को पहुँचाया गया नुकसान",
          "ಕಳ್ಳರಿಂದ ಆವರಣಕ್ಕೆ ಆದ ಹಾನಿ",
        ],
      ],
      [
        [
          "Theft by employees or without signs of forced entry",
          "कर्मचारियों द्वारा चोरी या जबरदस्ती प्रवेश के निशान के बिना चोरी",
          "ಉದ್ಯೋಗಿಗಳಿಂದ ಕಳ್ಳತನ ಅಥವಾ ಬಲವಂತ ಪ್ರವೇಶದ ಕುರುಹಿಲ್ಲದ ಕಳ್ಳತನ",
        ],
      ],
      [
        "The value of the contents, on a full value or first loss basis.",
        "सामान का मूल्य, पूर्ण मूल्य या प्रथम हानि आधार पर।",
        "ವಸ್ತುಗಳ ಮೌಲ್ಯ, ಪೂರ್ಣ ಮೌಲ್ಯ ಅಥವಾ ಮೊದಲ ನಷ್ಟ ಆಧಾರದಲ್ಲಿ.",
      ],
    ),
    essentials(
      "money-insurance",
      [
        "Businesses that carry cash, cheques and drafts between premises and the bank, or keep cash in a safe.",
        "ऐसे व्यवसाय जो परिसर और बैंक के बीच नकद, चेक और ड्राफ़्ट ले जाते हैं, या तिजोरी में नकद रखते हैं।",
        "ಆವರಣ ಮತ್ತು ಬ್ಯಾಂಕ್ ನಡುವೆ ನಗದು, ಚೆಕ್ ಮತ್ತು ಡ್ರಾಫ್ಟ್ ಸಾಗಿಸುವ ಅಥವಾ ತಿಜೋರಿಯಲ್ಲಿ ನಗದು ಇಡುವ ವ್ಯವಹಾರಗಳು.",
      ],
      [
        [
          "Money in transit lost by robbery, theft or accident",
          "परिवहन में धन का लूट, चोरी या दुर्घटना से नुकसान",
          "ಸಾಗಣೆಯಲ್ಲಿರುವ ಹಣ ದರೋಡೆ, ಕಳ್ಳತನ ಅಥವಾ ಅಪಘಾತದಿಂದ ನಷ್ಟ",
        ],
        [
          "Money in a locked safe at the premises, against burglary",
          "परिसर में बंद तिजोरी में रखा धन, सेंधमारी से",
          "ಆವರಣದಲ್ಲಿ ಬೀಗ ಹಾಕಿದ ತಿಜೋರಿಯಲ್ಲಿರುವ ಹಣ, ಕನ್ನದಿಂದ",
        ],
      ],
      [
        [
          "Shortages from errors, and money entrusted to an unauthorised person",
          "गलतियों से कमी, और अनधिकृत व्यक्ति को सौंपा गया धन",
          "ತಪ್ಪುಗಳಿಂದ ಕೊರತೆ ಮತ್ತು ಅನಧಿಕೃತ ವ್ಯಕ್ತಿಗೆ ಒಪ್ಪಿಸಿದ ಹಣ",
        ],
      ],
      [
        "A limit per transit and an estimate of the money carried in the year.",
        "प्रति परिवहन सीमा और वर्ष में ले जाए जाने वाले धन का अनुमान।",
        "ಪ್ರತಿ ಸಾಗಣೆಗೆ ಮಿತಿ ಮತ್ತು ವರ್ಷದಲ್ಲಿ ಸಾಗಿಸುವ ಹಣದ ಅಂದಾಜು.",
      ],
    ),
    essentials(
      "plate-glass-insurance",
      [
        "Shops, showrooms, hotels and offices with glass fronts, display windows and signboards.",
        "काँच के सामने वाले हिस्से, डिस्प्ले खिड़कियाँ और साइनबोर्ड वाली दुकानें, शोरूम, होटल और दफ्तर।",
        "ಗಾಜಿನ ಮುಂಭಾಗ, ಪ್ರದರ್ಶನ ಕಿಟಕಿ ಮತ್ತು ನಾಮಫಲಕಗಳಿರುವ ಅಂಗಡಿ, ಶೋರೂಂ, ಹೋಟೆಲ್ ಮತ್ತು ಕಚೇರಿಗಳು.",
      ],
      [
        ["Accidental breakage of fixed glass", "लगे हुए काँच का आकस्मिक टूटना", "ಅಳವಡಿಸಿದ ಗಾಜು ಆಕಸ್ಮಿಕವಾಗಿ ಒಡೆಯುವುದು"],
        [
          "Temporary boarding-up and the cost of refitting",
          "अस्थायी रूप से बंद करने और फिर से लगाने का खर्च",
          "ತಾತ್ಕಾಲಿಕ ಮುಚ್ಚುವಿಕೆ ಮತ್ತು ಮರು ಅಳವಡಿಕೆಯ ವೆಚ್ಚ",
        ],
      ],
      [
        [
          "Scratching, and breakage during alterations or removal",
          "खरोंच, और बदलाव या हटाने के दौरान टूटना",
          "ಗೀರು ಮತ್ತು ಬದಲಾವಣೆ ಅಥವಾ ತೆಗೆಯುವಾಗ ಒಡೆಯುವುದು",
        ],
      ],
      [
        "The replacement cost of each listed pane.",
        "हर सूचीबद्ध शीशे की बदलने की लागत।",
        "ಪಟ್ಟಿ ಮಾಡಿದ ಪ್ರತಿ ಗಾಜಿನ ಫಲಕದ ಬದಲಿ ವೆಚ್ಚ.",
      ],
    ),
    essentials(
      "consequential-loss-insurance",
      [
        "Businesses whose profit would stop if a fire closed their premises: manufacturers, hotels, hospitals and retailers.",
        "ऐसे व्यवसाय जिनका लाभ आग से परिसर बंद होने पर रुक जाए: निर्माता, होटल, अस्पताल और खुदरा विक्रेता।",
        "ಬೆಂಕಿಯಿಂದ ಆವರಣ ಮುಚ್ಚಿದರೆ ಲಾಭ ನಿಲ್ಲುವ ವ್ಯವಹಾರಗಳು: ತಯಾರಕರು, ಹೋಟೆಲ್‌ಗಳು, ಆಸ್ಪತ್ರೆಗಳು ಮತ್ತು ಚಿಲ್ಲರೆ ವ್ಯಾಪಾರಿಗಳು.",
      ],
      [
        [
          "Loss of gross profit during the indemnity period after an insured fire loss",
          "बीमित आग के नुकसान के बाद क्षतिपूर्ति अवधि में सकल लाभ की हानि",
          "ವಿಮಿತ ಬೆಂಕಿ ನಷ್ಟದ ನಂತರ ಪರಿಹಾರ ಅವಧಿಯಲ್ಲಿ ಒಟ್ಟು ಲಾಭದ ನಷ್ಟ",
        ],
        [
          "Extra costs to keep trading, such as temporary premises",
          "कारोबार जारी रखने का अतिरिक्त खर्च, जैसे अस्थायी परिसर",
          "ವ್ಯವಹಾರ ಮುಂದುವರಿಸಲು ಹೆಚ್ಚುವರಿ ವೆಚ್ಚ, ಉದಾಹರಣೆಗೆ ತಾತ್ಕಾಲಿಕ ಆವರಣ",
        ],
      ],
      [
        [
          "Interruption without an insured damage to property",
          "संपत्ति को बीमित नुकसान के बिना व्यवधान",
          "ಆಸ್ತಿಗೆ ವಿಮಿತ ಹಾನಿಯಿಲ್ಲದ ಅಡಚಣೆ",
        ],
      ],
      [
        "Gross profit for the indemnity period chosen (usually 12 months).",
        "चुनी गई क्षतिपूर्ति अवधि (आम तौर पर 12 महीने) का सकल लाभ।",
        "ಆರಿಸಿದ ಪರಿಹಾರ ಅವಧಿಯ (ಸಾಮಾನ್ಯವಾಗಿ 12 ತಿಂಗಳು) ಒಟ್ಟು ಲಾಭ.",
      ],
    ),
    essentials(
      "industrial-all-risks-insurance",
      [
        "Large manufacturers and processors with property worth ₹100 crore or more who want fire, breakdown and profit cover in one policy.",
        "₹100 करोड़ या अधिक की संपत्ति वाले बड़े निर्माता और प्रसंस्करणकर्ता जो एक पॉलिसी में आग, खराबी और लाभ का कवर चाहते हैं।",
        "ಒಂದೇ ಪಾಲಿಸಿಯಲ್ಲಿ ಬೆಂಕಿ, ಯಂತ್ರ ದೋಷ ಮತ್ತು ಲಾಭ ರಕ್ಷಣೆ ಬಯಸುವ ₹100 ಕೋಟಿ ಅಥವಾ ಹೆಚ್ಚಿನ ಆಸ್ತಿಯ ದೊಡ್ಡ ತಯಾರಕರು ಮತ್ತು ಸಂಸ್ಕರಣಾಕಾರರು.",
      ],
      [
        [
          "Sudden physical loss or damage to property from any cause not excluded",
          "किसी भी ऐसे कारण से संपत्ति का अचानक भौतिक नुकसान जो अपवर्जित न हो",
          "ಹೊರಗಿಡದ ಯಾವುದೇ ಕಾರಣದಿಂದ ಆಸ್ತಿಗೆ ಹಠಾತ್ ಭೌತಿಕ ನಷ್ಟ ಅಥವಾ ಹಾನಿ",
        ],
        [
          "Machinery breakdown and the business interruption that follows",
          "मशीनरी की खराबी और उसके बाद का कारोबारी व्यवधान",
          "ಯಂತ್ರ ದೋಷ ಮತ್ತು ಅದರ ನಂತರದ ವ್ಯವಹಾರ ಅಡಚಣೆ",
        ],
      ],
      [wear],
      reinstatement,
    ),
    essentials(
      "business-package-insurance",
      [
        "Established businesses that want their property, money, glass, equipment and liability in one policy with one renewal date.",
        "स्थापित व्यवसाय जो अपनी संपत्ति, धन, काँच, उपकरण और जिम्मेदारी एक ही नवीनीकरण तिथि वाली एक पॉलिसी में चाहते हैं।",
        "ತಮ್ಮ ಆಸ್ತಿ, ಹಣ, ಗಾಜು, ಉಪಕರಣ ಮತ್ತು ಹೊಣೆಗಾರಿಕೆಯನ್ನು ಒಂದೇ ನವೀಕರಣ ದಿನಾಂಕದ ಒಂದೇ ಪಾಲಿಸಿಯಲ್ಲಿ ಬಯಸುವ ಸ್ಥಾಪಿತ ವ್ಯವಹಾರಗಳು.",
      ],
      [
        fireCover,
        [
          "Burglary, money, plate glass, electronic equipment and public liability sections, chosen as needed",
          "सेंधमारी, धन, प्लेट ग्लास, इलेक्ट्रॉनिक उपकरण और सार्वजनिक जिम्मेदारी के खंड, जरूरत के अनुसार चुने हुए",
          "ಕನ್ನ, ಹಣ, ಪ್ಲೇಟ್ ಗಾಜು, ಎಲೆಕ್ಟ್ರಾನಿಕ್ ಉಪಕರಣ ಮತ್ತು ಸಾರ್ವಜನಿಕ ಹೊಣೆಗಾರಿಕೆ ವಿಭಾಗಗಳು, ಅಗತ್ಯದಂತೆ ಆರಿಸಿದವು",
        ],
      ],
      [wear],
      ["A sum insured for each section chosen.", "चुने गए हर खंड की अपनी बीमा राशि।", "ಆರಿಸಿದ ಪ್ರತಿ ವಿಭಾಗಕ್ಕೆ ವಿಮಾ ಮೊತ್ತ."],
    ),
    essentials(
      "sme-package-insurance",
      [
        "Small and medium enterprises that want essential property and liability cover without arranging several policies.",
        "छोटे और मध्यम उद्यम जो कई पॉलिसियाँ लिए बिना जरूरी संपत्ति और जिम्मेदारी कवर चाहते हैं।",
        "ಹಲವು ಪಾಲಿಸಿಗಳನ್ನು ಮಾಡಿಸದೆ ಅಗತ್ಯ ಆಸ್ತಿ ಮತ್ತು ಹೊಣೆಗಾರಿಕೆ ರಕ್ಷಣೆ ಬಯಸುವ ಸಣ್ಣ ಮತ್ತು ಮಧ್ಯಮ ಉದ್ಯಮಗಳು.",
      ],
      [
        fireCover,
        [
          "Burglary, money in transit and employees' accident cover, in fixed plans",
          "सेंधमारी, परिवहन में धन और कर्मचारियों का दुर्घटना कवर, तय योजनाओं में",
          "ಕನ್ನ, ಸಾಗಣೆಯಲ್ಲಿರುವ ಹಣ ಮತ್ತು ಉದ್ಯೋಗಿಗಳ ಅಪಘಾತ ರಕ್ಷಣೆ, ನಿಗದಿತ ಯೋಜನೆಗಳಲ್ಲಿ",
        ],
      ],
      [wear],
      [
        "Plans by the value of the business's assets, up to ₹5 crore (indicative).",
        "व्यवसाय की संपत्ति के मूल्य के अनुसार योजनाएँ, ₹5 करोड़ तक (सांकेतिक)।",
        "ವ್ಯವಹಾರದ ಆಸ್ತಿ ಮೌಲ್ಯದಂತೆ ಯೋಜನೆಗಳು, ₹5 ಕೋಟಿವರೆಗೆ (ಸೂಚಕ).",
      ],
      "illustrative",
    ),
    essentials(
      "bharat-sookshma-udyam-suraksha",
      [
        "Micro enterprises whose property at one location is worth up to ₹5 crore: IRDAI's standard policy, the same with every insurer.",
        "सूक्ष्म उद्यम जिनकी एक स्थान पर संपत्ति ₹5 करोड़ तक की है: IRDAI की मानक पॉलिसी, हर बीमा कंपनी में एक जैसी।",
        "ಒಂದು ಸ್ಥಳದಲ್ಲಿ ₹5 ಕೋಟಿವರೆಗಿನ ಆಸ್ತಿ ಹೊಂದಿರುವ ಸೂಕ್ಷ್ಮ ಉದ್ಯಮಗಳು: ಪ್ರತಿ ವಿಮಾ ಕಂಪನಿಯಲ್ಲೂ ಒಂದೇ ಆಗಿರುವ IRDAI ಪ್ರಮಾಣಿತ ಪಾಲಿಸಿ.",
      ],
      [
        fireCover,
        natCat,
        [
          "No deduction for under-insurance up to 15% of the sum insured",
          "बीमा राशि के 15% तक कम बीमा होने पर कोई कटौती नहीं",
          "ವಿಮಾ ಮೊತ್ತದ 15% ವರೆಗಿನ ಕಡಿಮೆ ವಿಮೆಗೆ ಕಡಿತವಿಲ್ಲ",
        ],
      ],
      [wear],
      reinstatement,
    ),
    essentials(
      "bharat-laghu-udyam-suraksha",
      [
        "Small enterprises whose property at one location is worth ₹5 crore to ₹50 crore: IRDAI's standard policy.",
        "लघु उद्यम जिनकी एक स्थान पर संपत्ति ₹5 करोड़ से ₹50 करोड़ तक की है: IRDAI की मानक पॉलिसी।",
        "ಒಂದು ಸ್ಥಳದಲ್ಲಿ ₹5 ಕೋಟಿಯಿಂದ ₹50 ಕೋಟಿ ಆಸ್ತಿ ಹೊಂದಿರುವ ಸಣ್ಣ ಉದ್ಯಮಗಳು: IRDAI ಪ್ರಮಾಣಿತ ಪಾಲಿಸಿ.",
      ],
      [
        fireCover,
        natCat,
        [
          "Removal of debris and professional fees for rebuilding",
          "मलबा हटाने और पुनर्निर्माण के पेशेवर शुल्क",
          "ಅವಶೇಷ ತೆರವು ಮತ್ತು ಮರುನಿರ್ಮಾಣದ ವೃತ್ತಿಪರ ಶುಲ್ಕ",
        ],
      ],
      [wear],
      reinstatement,
    ),
    essentials(
      "jewellers-block-insurance",
      [
        "Jewellers, gem dealers and manufacturers who want their stock covered in the shop, in the safe, in transit and with trusted persons.",
        "ज्वैलर, रत्न व्यापारी और निर्माता जो दुकान, तिजोरी, परिवहन और भरोसेमंद व्यक्तियों के पास रखे अपने स्टॉक का कवर चाहते हैं।",
        "ಅಂಗಡಿ, ತಿಜೋರಿ, ಸಾಗಣೆ ಮತ್ತು ವಿಶ್ವಾಸಾರ್ಹ ವ್ಯಕ್ತಿಗಳ ಬಳಿ ಇರುವ ತಮ್ಮ ದಾಸ್ತಾನಿಗೆ ರಕ್ಷಣೆ ಬಯಸುವ ಆಭರಣ ವ್ಯಾಪಾರಿಗಳು, ರತ್ನ ವ್ಯಾಪಾರಿಗಳು ಮತ್ತು ತಯಾರಕರು.",
      ],
      [
        [
          "Stock against fire, burglary, robbery and hold-up",
          "आग, सेंधमारी, डकैती और लूट से स्टॉक",
          "ಬೆಂಕಿ, ಕನ್ನ, ದರೋಡೆ ಮತ್ತು ಸುಲಿಗೆಯಿಂದ ದಾಸ್ತಾನು",
        ],
        [
          "Stock in transit by registered post, courier and in the hands of employees",
          "पंजीकृत डाक, कूरियर और कर्मचारियों के हाथों परिवहन में स्टॉक",
          "ನೋಂದಾಯಿತ ಅಂಚೆ, ಕೊರಿಯರ್ ಮತ್ತು ಉದ್ಯೋಗಿಗಳ ಕೈಯಲ್ಲಿ ಸಾಗಣೆಯಲ್ಲಿರುವ ದಾಸ್ತಾನು",
        ],
      ],
      [
        [
          "Unexplained shortage found at stock-taking",
          "स्टॉक गिनती में मिली बिना कारण की कमी",
          "ದಾಸ್ತಾನು ಲೆಕ್ಕದಲ್ಲಿ ಕಂಡ ವಿವರಿಸಲಾಗದ ಕೊರತೆ",
        ],
      ],
      [
        "The stock's value at each location and in transit, with limits per carrying.",
        "हर स्थान पर और परिवहन में स्टॉक का मूल्य, हर बार ले जाने की सीमा के साथ।",
        "ಪ್ರತಿ ಸ್ಥಳದಲ್ಲಿ ಮತ್ತು ಸಾಗಣೆಯಲ್ಲಿ ದಾಸ್ತಾನಿನ ಮೌಲ್ಯ, ಪ್ರತಿ ಸಾಗಣೆಗೆ ಮಿತಿಯೊಂದಿಗೆ.",
      ],
    ),
    essentials(
      "shopkeepers-insurance",
      [
        "Owners of retail shops, pharmacies and small stores who want their shop, stock and cash covered in one simple policy.",
        "खुदरा दुकानों, दवा दुकानों और छोटे स्टोर के मालिक जो दुकान, स्टॉक और नकद का एक सरल पॉलिसी में कवर चाहते हैं।",
        "ತಮ್ಮ ಅಂಗಡಿ, ದಾಸ್ತಾನು ಮತ್ತು ನಗದಿಗೆ ಒಂದೇ ಸರಳ ಪಾಲಿಸಿ ಬಯಸುವ ಚಿಲ್ಲರೆ ಅಂಗಡಿ, ಔಷಧಾಲಯ ಮತ್ತು ಸಣ್ಣ ಮಳಿಗೆಗಳ ಮಾಲೀಕರು.",
      ],
      [
        fireCover,
        [
          "Burglary of stock and cash in the till, and breakage of the shop's glass",
          "स्टॉक और गल्ले में नकद की सेंधमारी, और दुकान के काँच का टूटना",
          "ದಾಸ್ತಾನು ಮತ್ತು ಗಲ್ಲಾಪೆಟ್ಟಿಗೆ ನಗದಿನ ಕನ್ನ ಮತ್ತು ಅಂಗಡಿಯ ಗಾಜು ಒಡೆಯುವುದು",
        ],
      ],
      [wear],
      [
        "The value of the shop's contents and stock, with set limits for cash (indicative).",
        "दुकान के सामान और स्टॉक का मूल्य, नकद की तय सीमाओं के साथ (सांकेतिक)।",
        "ಅಂಗಡಿಯ ವಸ್ತುಗಳು ಮತ್ತು ದಾಸ್ತಾನಿನ ಮೌಲ್ಯ, ನಗದಿಗೆ ನಿಗದಿತ ಮಿತಿಗಳೊಂದಿಗೆ (ಸೂಚಕ).",
      ],
      "illustrative",
    ),
    essentials(
      "contractors-all-risk-insurance",
      [
        "Contractors and project owners building houses, offices, roads, bridges and other civil works.",
        "मकान, दफ्तर, सड़कें, पुल और अन्य सिविल निर्माण करने वाले ठेकेदार और परियोजना मालिक।",
        "ಮನೆ, ಕಚೇರಿ, ರಸ್ತೆ, ಸೇತುವೆ ಮತ್ತು ಇತರ ಸಿವಿಲ್ ಕಾಮಗಾರಿ ನಿರ್ಮಿಸುವ ಗುತ್ತಿಗೆದಾರರು ಮತ್ತು ಯೋಜನಾ ಮಾಲೀಕರು.",
      ],
      [
        [
          "Damage to the works, materials and site property from any sudden cause not excluded",
          "किसी भी ऐसे अचानक कारण से निर्माण कार्य, सामग्री और साइट की संपत्ति का नुकसान जो अपवर्जित न हो",
          "ಹೊರಗಿಡದ ಯಾವುದೇ ಹಠಾತ್ ಕಾರಣದಿಂದ ಕಾಮಗಾರಿ, ಸಾಮಗ್ರಿ ಮತ್ತು ನಿವೇಶನದ ಆಸ್ತಿಗೆ ಹಾನಿ",
        ],
        [
          "Third-party liability arising from the construction",
          "निर्माण से उत्पन्न थर्ड-पार्टी जिम्मेदारी",
          "ನಿರ್ಮಾಣದಿಂದ ಉಂಟಾಗುವ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ",
        ],
      ],
      [["Faulty design, and penalties for delay", "दोषपूर्ण डिज़ाइन, और देरी के दंड", "ದೋಷಪೂರಿತ ವಿನ್ಯಾಸ ಮತ್ತು ವಿಳಂಬದ ದಂಡಗಳು"]],
      ["The completed contract value of the works.", "निर्माण कार्य का पूरा अनुबंध मूल्य।", "ಕಾಮಗಾರಿಯ ಪೂರ್ಣ ಒಪ್ಪಂದ ಮೌಲ್ಯ."],
    ),
    essentials(
      "erection-all-risk-insurance",
      [
        "Manufacturers, contractors and owners erecting and testing plant and machinery, from a boiler to a power station.",
        "बॉयलर से लेकर बिजलीघर तक संयंत्र और मशीनरी खड़ी और परीक्षण करने वाले निर्माता, ठेकेदार और मालिक।",
        "ಬಾಯ್ಲರ್‌ನಿಂದ ವಿದ್ಯುತ್ ಸ್ಥಾವರದವರೆಗೆ ಘಟಕ ಮತ್ತು ಯಂತ್ರೋಪಕರಣ ಸ್ಥಾಪಿಸಿ ಪರೀಕ್ಷಿಸುವ ತಯಾರಕರು, ಗುತ್ತಿಗೆದಾರರು ಮತ್ತು ಮಾಲೀಕರು.",
      ],
      [
        [
          "Damage during erection, including storage at site and testing",
          "खड़ा करने के दौरान नुकसान, साइट पर भंडारण और परीक्षण सहित",
          "ಸ್ಥಾಪನೆಯ ವೇಳೆ ಹಾನಿ, ನಿವೇಶನದಲ್ಲಿ ಸಂಗ್ರಹ ಮತ್ತು ಪರೀಕ್ಷೆ ಸೇರಿ",
        ],
        [
          "Third-party liability during the erection",
          "खड़ा करने के दौरान थर्ड-पार्टी जिम्मेदारी",
          "ಸ್ಥಾಪನೆಯ ವೇಳೆ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ",
        ],
      ],
      [
        [
          "Faulty design or material once the testing period ends",
          "परीक्षण अवधि समाप्त होने के बाद दोषपूर्ण डिज़ाइन या सामग्री",
          "ಪರೀಕ್ಷಾ ಅವಧಿ ಮುಗಿದ ನಂತರ ದೋಷಪೂರಿತ ವಿನ್ಯಾಸ ಅಥವಾ ಸಾಮಗ್ರಿ",
        ],
      ],
      [
        "The full erected value, including freight, duties and erection costs.",
        "पूरा स्थापित मूल्य, भाड़ा, शुल्क और स्थापना लागत सहित।",
        "ಸಾಗಣೆ ವೆಚ್ಚ, ಸುಂಕ ಮತ್ತು ಸ್ಥಾಪನಾ ವೆಚ್ಚ ಸೇರಿ ಪೂರ್ಣ ಸ್ಥಾಪಿತ ಮೌಲ್ಯ.",
      ],
    ),
    essentials(
      "machinery-breakdown-insurance",
      [
        "Factories, hospitals, hotels and offices that depend on machines, generators, lifts and air-conditioning plant.",
        "मशीनों, जनरेटर, लिफ़्ट और एयर-कंडीशनिंग संयंत्र पर निर्भर कारखाने, अस्पताल, होटल और दफ्तर।",
        "ಯಂತ್ರಗಳು, ಜನರೇಟರ್, ಲಿಫ್ಟ್ ಮತ್ತು ಹವಾನಿಯಂತ್ರಣ ಘಟಕಗಳನ್ನು ಅವಲಂಬಿಸಿದ ಕಾರ್ಖಾನೆ, ಆಸ್ಪತ್ರೆ, ಹೋಟೆಲ್ ಮತ್ತು ಕಚೇರಿಗಳು.",
      ],
      [
        [
          "Sudden breakdown from electrical or mechanical failure, faulty operation or short circuit",
          "विद्युत या यांत्रिक खराबी, गलत संचालन या शॉर्ट सर्किट से अचानक खराबी",
          "ವಿದ್ಯುತ್ ಅಥವಾ ಯಾಂತ್ರಿಕ ವೈಫಲ್ಯ, ತಪ್ಪು ಕಾರ್ಯಾಚರಣೆ ಅಥವಾ ಶಾರ್ಟ್ ಸರ್ಕ್ಯೂಟ್‌ನಿಂದ ಹಠಾತ್ ದೋಷ",
        ],
        [
          "Repair or replacement, with express freight and overtime when chosen",
          "मरम्मत या बदलाव, चुनने पर तत्काल भाड़ा और ओवरटाइम सहित",
          "ದುರಸ್ತಿ ಅಥವಾ ಬದಲಿ, ಆರಿಸಿದರೆ ತ್ವರಿತ ಸಾಗಣೆ ಮತ್ತು ಹೆಚ್ಚುವರಿ ಕೆಲಸದ ವೆಚ್ಚ ಸಹಿತ",
        ],
      ],
      [wear],
      ["The cost of replacing each machine new.", "हर मशीन को नया बदलने की लागत।", "ಪ್ರತಿ ಯಂತ್ರವನ್ನು ಹೊಸದಾಗಿ ಬದಲಿಸುವ ವೆಚ್ಚ."],
    ),
    essentials(
      "electronic-equipment-insurance",
      [
        "Businesses, hospitals and institutions with computers, servers, medical imaging and other electronic equipment.",
        "कंप्यूटर, सर्वर, मेडिकल इमेजिंग और अन्य इलेक्ट्रॉनिक उपकरणों वाले व्यवसाय, अस्पताल और संस्थान।",
        "ಕಂಪ್ಯೂಟರ್, ಸರ್ವರ್, ವೈದ್ಯಕೀಯ ಚಿತ್ರಣ ಮತ್ತು ಇತರ ಎಲೆಕ್ಟ್ರಾನಿಕ್ ಉಪಕರಣಗಳಿರುವ ವ್ಯವಹಾರಗಳು, ಆಸ್ಪತ್ರೆಗಳು ಮತ್ತು ಸಂಸ್ಥೆಗಳು.",
      ],
      [
        [
          "Accidental damage, electrical breakdown, fire and theft of equipment",
          "उपकरणों का आकस्मिक नुकसान, विद्युत खराबी, आग और चोरी",
          "ಉಪಕರಣಗಳಿಗೆ ಆಕಸ್ಮಿಕ ಹಾನಿ, ವಿದ್ಯುತ್ ದೋಷ, ಬೆಂಕಿ ಮತ್ತು ಕಳ್ಳತನ",
        ],
        [
          "Restoring data media and the extra cost of working on hired equipment, when chosen",
          "डेटा माध्यमों की बहाली और किराये के उपकरण पर काम का अतिरिक्त खर्च, चुनने पर",
          "ಡೇಟಾ ಮಾಧ್ಯಮ ಪುನಃಸ್ಥಾಪನೆ ಮತ್ತು ಬಾಡಿಗೆ ಉಪಕರಣದಲ್ಲಿ ಕೆಲಸದ ಹೆಚ್ಚುವರಿ ವೆಚ್ಚ, ಆರಿಸಿದರೆ",
        ],
      ],
      [wear],
      ["The cost of replacing each item new.", "हर उपकरण को नया बदलने की लागत।", "ಪ್ರತಿ ಉಪಕರಣವನ್ನು ಹೊಸದಾಗಿ ಬದಲಿಸುವ ವೆಚ್ಚ."],
    ),
    essentials(
      "contractors-plant-machinery-insurance",
      [
        "Contractors and hirers of cranes, excavators, road rollers and other mobile plant working on sites.",
        "क्रेन, उत्खनन मशीन, रोड रोलर और साइटों पर काम करने वाले अन्य चल संयंत्रों के ठेकेदार और किरायेदार।",
        "ನಿವೇಶನಗಳಲ್ಲಿ ಕೆಲಸ ಮಾಡುವ ಕ್ರೇನ್, ಅಗೆಯುವ ಯಂತ್ರ, ರೋಡ್ ರೋಲರ್ ಮತ್ತು ಇತರ ಚಲಿಸುವ ಯಂತ್ರಗಳ ಗುತ್ತಿಗೆದಾರರು ಮತ್ತು ಬಾಡಿಗೆದಾರರು.",
      ],
      [
        [
          "Accidental damage to the machines at work, at rest or moved between sites",
          "काम पर, खड़े रहने पर या साइटों के बीच ले जाते समय मशीनों का आकस्मिक नुकसान",
          "ಕೆಲಸದಲ್ಲಿ, ನಿಂತಿರುವಾಗ ಅಥವಾ ನಿವೇಶನಗಳ ನಡುವೆ ಸಾಗಿಸುವಾಗ ಯಂತ್ರಗಳಿಗೆ ಆಕಸ್ಮಿಕ ಹಾನಿ",
        ],
        ["Fire, theft and natural disasters", "आग, चोरी और प्राकृतिक आपदाएँ", "ಬೆಂಕಿ, ಕಳ್ಳತನ ಮತ್ತು ನೈಸರ್ಗಿಕ ವಿಪತ್ತುಗಳು"],
      ],
      [
        [
          "Internal breakdown, unless the breakdown extension is added",
          "आंतरिक खराबी, जब तक खराबी विस्तार न जोड़ा गया हो",
          "ದೋಷ ವಿಸ್ತರಣೆ ಸೇರಿಸದಿದ್ದರೆ ಆಂತರಿಕ ದೋಷ",
        ],
      ],
      ["The replacement value of each machine.", "हर मशीन का प्रतिस्थापन मूल्य।", "ಪ್ರತಿ ಯಂತ್ರದ ಬದಲಿ ಮೌಲ್ಯ."],
    ),
    essentials(
      "oil-and-energy-insurance",
      [
        "Refineries, oil and gas producers, pipelines and power generators with large, specialised risks.",
        "बड़े, विशेष जोखिम वाली रिफ़ाइनरियाँ, तेल और गैस उत्पादक, पाइपलाइनें और बिजली उत्पादक।",
        "ದೊಡ್ಡ, ವಿಶೇಷ ಅಪಾಯಗಳಿರುವ ಸಂಸ್ಕರಣಾಗಾರಗಳು, ತೈಲ ಮತ್ತು ಅನಿಲ ಉತ್ಪಾದಕರು, ಪೈಪ್‌ಲೈನ್‌ಗಳು ಮತ್ತು ವಿದ್ಯುತ್ ಉತ್ಪಾದಕರು.",
      ],
      [
        [
          "Physical damage to onshore installations and the resulting business interruption",
          "तटवर्ती प्रतिष्ठानों का भौतिक नुकसान और उससे होने वाला कारोबारी व्यवधान",
          "ತೀರದ ಮೇಲಿನ ಸ್ಥಾಪನೆಗಳಿಗೆ ಭೌತಿಕ ಹಾನಿ ಮತ್ತು ಅದರಿಂದಾದ ವ್ಯವಹಾರ ಅಡಚಣೆ",
        ],
        [
          "Control of well, removal of wreck and third-party liability, as arranged",
          "कुएँ पर नियंत्रण, मलबा हटाना और थर्ड-पार्टी जिम्मेदारी, व्यवस्था के अनुसार",
          "ಬಾವಿ ನಿಯಂತ್ರಣ, ಅವಶೇಷ ತೆರವು ಮತ್ತು ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ, ಏರ್ಪಾಡಿನಂತೆ",
        ],
      ],
      [
        [
          "Gradual pollution and reservoir losses",
          "धीरे-धीरे होने वाला प्रदूषण और भंडार की हानि",
          "ಕ್ರಮೇಣ ಮಾಲಿನ್ಯ ಮತ್ತು ಜಲಾಶಯ ನಷ್ಟ",
        ],
      ],
      [
        "Arranged with reinsurers for each risk, by its replacement value.",
        "हर जोखिम के लिए पुनर्बीमाकर्ताओं के साथ, उसके प्रतिस्थापन मूल्य पर तय।",
        "ಪ್ರತಿ ಅಪಾಯಕ್ಕೆ ಮರುವಿಮಾದಾರರೊಂದಿಗೆ, ಅದರ ಬದಲಿ ಮೌಲ್ಯದಂತೆ ಏರ್ಪಡಿಸಲಾಗುತ್ತದೆ.",
      ],
    ),
    essentials(
      "public-liability-insurance",
      [
        "Factories, shops, hotels, hospitals and other premises open to the public; and, under the Public Liability Insurance Act, 1991, anyone handling hazardous substances.",
        "जनता के लिए खुले कारखाने, दुकानें, होटल, अस्पताल और अन्य परिसर; और लोक दायित्व बीमा अधिनियम, 1991 के तहत खतरनाक पदार्थ सँभालने वाला कोई भी।",
        "ಸಾರ್ವಜನಿಕರಿಗೆ ತೆರೆದ ಕಾರ್ಖಾನೆ, ಅಂಗಡಿ, ಹೋಟೆಲ್, ಆಸ್ಪತ್ರೆ ಮತ್ತು ಇತರ ಆವರಣಗಳು; ಹಾಗೂ ಸಾರ್ವಜನಿಕ ಹೊಣೆಗಾರಿಕೆ ವಿಮಾ ಕಾಯ್ದೆ, 1991 ರಡಿ ಅಪಾಯಕಾರಿ ವಸ್ತುಗಳನ್ನು ನಿರ್ವಹಿಸುವ ಯಾರಾದರೂ.",
      ],
      [
        [
          "Legal liability for injury to visitors and damage to their property at your premises",
          "आपके परिसर में आगंतुकों को चोट और उनकी संपत्ति के नुकसान की कानूनी जिम्मेदारी",
          "ನಿಮ್ಮ ಆವರಣದಲ್ಲಿ ಸಂದರ್ಶಕರಿಗೆ ಗಾಯ ಮತ್ತು ಅವರ ಆಸ್ತಿಗೆ ಹಾನಿಯ ಕಾನೂನು ಹೊಣೆಗಾರಿಕೆ",
        ],
        ["Defence costs incurred with our consent", "हमारी सहमति से हुआ बचाव का खर्च", "ನಮ್ಮ ಒಪ್ಪಿಗೆಯೊಂದಿಗೆ ಆದ ಸಮರ್ಥನಾ ವೆಚ್ಚ"],
      ],
      [contractual, deliberate],
      limitOfIndemnity,
    ),
    essentials(
      "product-liability-insurance",
      [
        "Manufacturers, importers and sellers of goods, from food and medicines to machinery and electronics.",
        "भोजन और दवाओं से लेकर मशीनरी और इलेक्ट्रॉनिक्स तक, सामान के निर्माता, आयातक और विक्रेता।",
        "ಆಹಾರ ಮತ್ತು ಔಷಧಿಯಿಂದ ಯಂತ್ರೋಪಕರಣ ಮತ್ತು ಎಲೆಕ್ಟ್ರಾನಿಕ್ಸ್‌ವರೆಗೆ ಸರಕುಗಳ ತಯಾರಕರು, ಆಮದುದಾರರು ಮತ್ತು ಮಾರಾಟಗಾರರು.",
      ],
      [
        [
          "Liability for injury or damage caused by a defect in a product you made or sold",
          "आपके बनाए या बेचे गए उत्पाद के दोष से हुई चोट या नुकसान की जिम्मेदारी",
          "ನೀವು ತಯಾರಿಸಿದ ಅಥವಾ ಮಾರಿದ ಉತ್ಪನ್ನದ ದೋಷದಿಂದ ಆದ ಗಾಯ ಅಥವಾ ಹಾನಿಯ ಹೊಣೆಗಾರಿಕೆ",
        ],
        [
          "Defence costs, including claims under the Consumer Protection Act, 2019",
          "बचाव का खर्च, उपभोक्ता संरक्षण अधिनियम, 2019 के दावों सहित",
          "ಗ್ರಾಹಕ ಸಂರಕ್ಷಣಾ ಕಾಯ್ದೆ, 2019 ರ ಕ್ಲೇಮ್‌ಗಳು ಸೇರಿ ಸಮರ್ಥನಾ ವೆಚ್ಚ",
        ],
      ],
      [
        [
          "The cost of recalling, repairing or replacing the product itself",
          "उत्पाद को वापस मँगाने, ठीक करने या बदलने की लागत",
          "ಉತ್ಪನ್ನವನ್ನು ಹಿಂಪಡೆಯುವ, ದುರಸ್ತಿ ಅಥವಾ ಬದಲಿಸುವ ವೆಚ್ಚ",
        ],
        contractual,
      ],
      limitOfIndemnity,
    ),
    essentials(
      "directors-officers-liability",
      [
        "Companies, their directors and officers, who can be held personally liable for decisions made in running the company.",
        "कंपनियाँ, उनके निदेशक और अधिकारी, जिन्हें कंपनी चलाने में लिए गए निर्णयों के लिए व्यक्तिगत रूप से जिम्मेदार ठहराया जा सकता है।",
        "ಕಂಪನಿ ನಡೆಸುವಲ್ಲಿ ತೆಗೆದುಕೊಂಡ ನಿರ್ಧಾರಗಳಿಗೆ ವೈಯಕ್ತಿಕವಾಗಿ ಹೊಣೆಯಾಗಬಹುದಾದ ಕಂಪನಿಗಳು, ಅವುಗಳ ನಿರ್ದೇಶಕರು ಮತ್ತು ಅಧಿಕಾರಿಗಳು.",
      ],
      [
        [
          "Claims alleging a wrongful act by a director or officer, and their defence costs",
          "निदेशक या अधिकारी के गलत कार्य का आरोप लगाने वाले दावे, और उनका बचाव खर्च",
          "ನಿರ್ದೇಶಕರು ಅಥವಾ ಅಧಿಕಾರಿಯ ತಪ್ಪು ಕೃತ್ಯ ಆರೋಪಿಸುವ ಕ್ಲೇಮ್‌ಗಳು ಮತ್ತು ಅವುಗಳ ಸಮರ್ಥನಾ ವೆಚ್ಚ",
        ],
        [
          "Costs of regulatory investigations, within sub-limits",
          "उप-सीमाओं में नियामक जाँच का खर्च",
          "ಉಪ-ಮಿತಿಗಳೊಳಗೆ ನಿಯಂತ್ರಕ ತನಿಖೆಯ ವೆಚ್ಚ",
        ],
      ],
      [
        [
          "Fraud, dishonesty and personal profit gained illegally, once proved",
          "धोखाधड़ी, बेईमानी और गैरकानूनी निजी लाभ, सिद्ध होने पर",
          "ವಂಚನೆ, ಅಪ್ರಾಮಾಣಿಕತೆ ಮತ್ತು ಅಕ್ರಮ ವೈಯಕ್ತಿಕ ಲಾಭ, ಸಾಬೀತಾದರೆ",
        ],
      ],
      limitOfIndemnity,
    ),
    essentials(
      "professional-indemnity-insurance",
      [
        "Doctors, architects, engineers, chartered accountants, lawyers and consultants whose advice or service can cause a client loss.",
        "डॉक्टर, वास्तुकार, इंजीनियर, चार्टर्ड एकाउंटेंट, वकील और सलाहकार जिनकी सलाह या सेवा से ग्राहक को नुकसान हो सकता है।",
        "ತಮ್ಮ ಸಲಹೆ ಅಥವಾ ಸೇವೆಯಿಂದ ಗ್ರಾಹಕರಿಗೆ ನಷ್ಟವಾಗಬಹುದಾದ ವೈದ್ಯರು, ವಾಸ್ತುಶಿಲ್ಪಿಗಳು, ಎಂಜಿನಿಯರ್‌ಗಳು, ಲೆಕ್ಕಪರಿಶೋಧಕರು, ವಕೀಲರು ಮತ್ತು ಸಲಹೆಗಾರರು.",
      ],
      [
        [
          "Claims for negligence, error or omission in professional services",
          "पेशेवर सेवाओं में लापरवाही, त्रुटि या चूक के दावे",
          "ವೃತ್ತಿಪರ ಸೇವೆಗಳಲ್ಲಿ ನಿರ್ಲಕ್ಷ್ಯ, ತಪ್ಪು ಅಥವಾ ಲೋಪದ ಕ್ಲೇಮ್‌ಗಳು",
        ],
        ["Legal defence costs", "कानूनी बचाव का खर्च", "ಕಾನೂನು ಸಮರ್ಥನಾ ವೆಚ್ಚ"],
      ],
      [
        [
          "Claims from acts known before the policy began",
          "पॉलिसी शुरू होने से पहले ज्ञात कार्यों से उत्पन्न दावे",
          "ಪಾಲಿಸಿ ಆರಂಭಕ್ಕೆ ಮೊದಲೇ ತಿಳಿದಿದ್ದ ಕೃತ್ಯಗಳ ಕ್ಲೇಮ್‌ಗಳು",
        ],
        deliberate,
      ],
      limitOfIndemnity,
    ),
    essentials(
      "commercial-general-liability",
      [
        "Businesses with wide exposure, such as exporters and multinationals, who want premises, products and operations liability in one cover.",
        "व्यापक जोखिम वाले व्यवसाय, जैसे निर्यातक और बहुराष्ट्रीय कंपनियाँ, जो परिसर, उत्पाद और संचालन की जिम्मेदारी एक ही कवर में चाहते हैं।",
        "ರಫ್ತುದಾರರು ಮತ್ತು ಬಹುರಾಷ್ಟ್ರೀಯ ಕಂಪನಿಗಳಂತಹ ವ್ಯಾಪಕ ಅಪಾಯದ ವ್ಯವಹಾರಗಳು, ಆವರಣ, ಉತ್ಪನ್ನ ಮತ್ತು ಕಾರ್ಯಾಚರಣೆ ಹೊಣೆಗಾರಿಕೆಯನ್ನು ಒಂದೇ ರಕ್ಷಣೆಯಲ್ಲಿ ಬಯಸುವವರು.",
      ],
      [
        [
          "Bodily injury and property damage from premises, operations and products",
          "परिसर, संचालन और उत्पादों से शारीरिक चोट और संपत्ति का नुकसान",
          "ಆವರಣ, ಕಾರ್ಯಾಚರಣೆ ಮತ್ತು ಉತ್ಪನ್ನಗಳಿಂದ ದೈಹಿಕ ಗಾಯ ಮತ್ತು ಆಸ್ತಿ ಹಾನಿ",
        ],
        [
          "Personal and advertising injury, such as defamation",
          "व्यक्तिगत और विज्ञापन से हुई क्षति, जैसे मानहानि",
          "ವೈಯಕ್ತಿಕ ಮತ್ತು ಜಾಹೀರಾತು ಹಾನಿ, ಉದಾಹರಣೆಗೆ ಮಾನನಷ್ಟ",
        ],
      ],
      [contractual],
      limitOfIndemnity,
    ),
    essentials(
      "employees-compensation-insurance",
      [
        "Employers who must compensate workers injured at work under the Employees' Compensation Act, 1923, from factories to construction sites.",
        "कर्मचारी क्षतिपूर्ति अधिनियम, 1923 के तहत काम पर घायल श्रमिकों को मुआवजा देने वाले नियोक्ता, कारखानों से निर्माण स्थलों तक।",
        "ಕಾರ್ಖಾನೆಗಳಿಂದ ನಿರ್ಮಾಣ ನಿವೇಶನಗಳವರೆಗೆ, ನೌಕರರ ಪರಿಹಾರ ಕಾಯ್ದೆ, 1923 ರಡಿ ಕೆಲಸದಲ್ಲಿ ಗಾಯಗೊಂಡ ಕಾರ್ಮಿಕರಿಗೆ ಪರಿಹಾರ ನೀಡಬೇಕಾದ ಉದ್ಯೋಗದಾತರು.",
      ],
      [
        [
          "Compensation for death, disability and occupational disease under the Act",
          "अधिनियम के तहत मृत्यु, विकलांगता और व्यावसायिक रोग का मुआवजा",
          "ಕಾಯ್ದೆಯಡಿ ಸಾವು, ಅಂಗವೈಕಲ್ಯ ಮತ್ತು ಔದ್ಯೋಗಿಕ ಕಾಯಿಲೆಗೆ ಪರಿಹಾರ",
        ],
        ["Medical expenses, when added", "चिकित्सा खर्च, जोड़े जाने पर", "ಸೇರಿಸಿದರೆ ವೈದ್ಯಕೀಯ ವೆಚ್ಚ"],
      ],
      [
        [
          "Injury from the worker's intoxication or wilful disobedience of safety rules",
          "श्रमिक के नशे या सुरक्षा नियमों की जानबूझकर अवहेलना से चोट",
          "ಕಾರ್ಮಿಕರ ಅಮಲು ಅಥವಾ ಸುರಕ್ಷತಾ ನಿಯಮಗಳ ಉದ್ದೇಶಪೂರ್ವಕ ಉಲ್ಲಂಘನೆಯಿಂದ ಗಾಯ",
        ],
      ],
      [
        "Based on the number of workers and their wages, by trade.",
        "श्रमिकों की संख्या और उनकी मजदूरी पर, व्यवसाय के अनुसार।",
        "ಕಾರ್ಮಿಕರ ಸಂಖ್ಯೆ ಮತ್ತು ಅವರ ಕೂಲಿಯ ಆಧಾರದಲ್ಲಿ, ಉದ್ಯೋಗದಂತೆ.",
      ],
    ),
    essentials(
      "cyber-liability-corporate",
      [
        "Companies that hold customer data or depend on their systems, from banks and hospitals to online sellers.",
        "ग्राहकों का डेटा रखने वाली या अपनी प्रणालियों पर निर्भर कंपनियाँ, बैंकों और अस्पतालों से लेकर ऑनलाइन विक्रेताओं तक।",
        "ಬ್ಯಾಂಕ್ ಮತ್ತು ಆಸ್ಪತ್ರೆಗಳಿಂದ ಆನ್‌ಲೈನ್ ಮಾರಾಟಗಾರರವರೆಗೆ, ಗ್ರಾಹಕರ ಡೇಟಾ ಹೊಂದಿರುವ ಅಥವಾ ತಮ್ಮ ವ್ಯವಸ್ಥೆಗಳನ್ನು ಅವಲಂಬಿಸಿದ ಕಂಪನಿಗಳು.",
      ],
      [
        [
          "Data breach response: forensics, notification and legal advice, including duties under the DPDP Act, 2023",
          "डेटा उल्लंघन पर कार्रवाई: फ़ोरेंसिक, सूचना और कानूनी सलाह, DPDP अधिनियम, 2023 के दायित्वों सहित",
          "ಡೇಟಾ ಉಲ್ಲಂಘನೆಗೆ ಪ್ರತಿಕ್ರಿಯೆ: ವಿಧಿವಿಜ್ಞಾನ, ಸೂಚನೆ ಮತ್ತು ಕಾನೂನು ಸಲಹೆ, DPDP ಕಾಯ್ದೆ, 2023 ರ ಕರ್ತವ್ಯಗಳು ಸೇರಿ",
        ],
        [
          "Liability to third parties, and business interruption from a network attack",
          "तीसरे पक्ष के प्रति जिम्मेदारी, और नेटवर्क हमले से कारोबारी व्यवधान",
          "ಥರ್ಡ್ ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ ಮತ್ತು ನೆಟ್‌ವರ್ಕ್ ದಾಳಿಯಿಂದ ವ್ಯವಹಾರ ಅಡಚಣೆ",
        ],
      ],
      [
        [
          "Known vulnerabilities left unpatched beyond the time the policy allows",
          "ज्ञात कमजोरियाँ जिन्हें पॉलिसी में अनुमत समय के बाद भी ठीक न किया गया हो",
          "ಪಾಲಿಸಿ ಅನುಮತಿಸಿದ ಸಮಯ ಮೀರಿಯೂ ಸರಿಪಡಿಸದ ತಿಳಿದ ದುರ್ಬಲತೆಗಳು",
        ],
      ],
      limitOfIndemnity,
    ),
    essentials(
      "marine-cargo-insurance",
      [
        "Importers, exporters and traders shipping goods by sea, air, road, rail or courier.",
        "समुद्र, हवाई, सड़क, रेल या कूरियर से माल भेजने वाले आयातक, निर्यातक और व्यापारी।",
        "ಸಮುದ್ರ, ವಾಯು, ರಸ್ತೆ, ರೈಲು ಅಥವಾ ಕೊರಿಯರ್ ಮೂಲಕ ಸರಕು ಸಾಗಿಸುವ ಆಮದುದಾರರು, ರಫ್ತುದಾರರು ಮತ್ತು ವ್ಯಾಪಾರಿಗಳು.",
      ],
      [
        [
          "Loss or damage to cargo in transit under the Institute Cargo Clauses (A), (B) or (C)",
          "इंस्टीट्यूट कार्गो क्लॉज़ (A), (B) या (C) के तहत परिवहन में माल का नुकसान",
          "ಇನ್ಸ್ಟಿಟ್ಯೂಟ್ ಕಾರ್ಗೋ ಕ್ಲಾಸ್ (A), (B) ಅಥವಾ (C) ಅಡಿ ಸಾಗಣೆಯಲ್ಲಿ ಸರಕಿಗೆ ನಷ್ಟ ಅಥವಾ ಹಾನಿ",
        ],
        ["War and strikes, when added", "युद्ध और हड़ताल, जोड़े जाने पर", "ಸೇರಿಸಿದರೆ ಯುದ್ಧ ಮತ್ತು ಮುಷ್ಕರ"],
      ],
      [
        [
          "Insufficient packing, inherent vice and delay",
          "अपर्याप्त पैकिंग, माल का अंतर्निहित दोष और देरी",
          "ಅಸಮರ್ಪಕ ಪ್ಯಾಕಿಂಗ್, ಸರಕಿನ ಅಂತರ್ಗತ ದೋಷ ಮತ್ತು ವಿಳಂಬ",
        ],
      ],
      [
        "The invoice value plus freight, and usually 10% more, per consignment or on an open policy.",
        "बिल मूल्य और भाड़ा, और आम तौर पर 10% अधिक, प्रति खेप या ओपन पॉलिसी पर।",
        "ಬಿಲ್ ಮೌಲ್ಯ ಮತ್ತು ಸಾಗಣೆ ವೆಚ್ಚ, ಸಾಮಾನ್ಯವಾಗಿ 10% ಹೆಚ್ಚು, ಪ್ರತಿ ರವಾನೆಗೆ ಅಥವಾ ಮುಕ್ತ ಪಾಲಿಸಿಯಲ್ಲಿ.",
      ],
    ),
    essentials(
      "marine-hull-insurance",
      [
        "Owners and operators of ships, fishing vessels, barges and dredgers.",
        "जहाजों, मछली पकड़ने वाली नौकाओं, बजरों और ड्रेजरों के मालिक और संचालक।",
        "ಹಡಗು, ಮೀನುಗಾರಿಕೆ ದೋಣಿ, ಬಾರ್ಜ್ ಮತ್ತು ಹೂಳೆತ್ತುವ ಯಂತ್ರಗಳ ಮಾಲೀಕರು ಮತ್ತು ನಿರ್ವಾಹಕರು.",
      ],
      [
        [
          "Damage to the hull and machinery from perils of the sea, fire and collision",
          "समुद्री खतरों, आग और टक्कर से ढाँचे और मशीनरी का नुकसान",
          "ಸಮುದ್ರದ ಅಪಾಯ, ಬೆಂಕಿ ಮತ್ತು ಡಿಕ್ಕಿಯಿಂದ ಹಡಗಿನ ದೇಹ ಮತ್ತು ಯಂತ್ರಗಳಿಗೆ ಹಾನಿ",
        ],
        ["Collision liability to other vessels", "दूसरे जहाजों से टक्कर की जिम्मेदारी", "ಇತರ ಹಡಗುಗಳೊಂದಿಗೆ ಡಿಕ್ಕಿಯ ಹೊಣೆಗಾರಿಕೆ"],
      ],
      [wear],
      ["The agreed value of the vessel.", "जहाज का सहमत मूल्य।", "ಹಡಗಿನ ಒಪ್ಪಿದ ಮೌಲ್ಯ."],
    ),
    essentials(
      "inland-transit-insurance",
      [
        "Manufacturers, traders and transporters moving goods within India by road, rail or inland waterway.",
        "सड़क, रेल या अंतर्देशीय जलमार्ग से भारत के भीतर माल ले जाने वाले निर्माता, व्यापारी और परिवहनकर्ता।",
        "ರಸ್ತೆ, ರೈಲು ಅಥವಾ ಒಳನಾಡು ಜಲಮಾರ್ಗದಿಂದ ಭಾರತದೊಳಗೆ ಸರಕು ಸಾಗಿಸುವ ತಯಾರಕರು, ವ್ಯಾಪಾರಿಗಳು ಮತ್ತು ಸಾಗಣೆದಾರರು.",
      ],
      [
        [
          "Loss or damage to goods from accident, overturning, fire and theft in transit",
          "परिवहन में दुर्घटना, पलटने, आग और चोरी से माल का नुकसान",
          "ಸಾಗಣೆಯಲ್ಲಿ ಅಪಘಾತ, ಉರುಳುವಿಕೆ, ಬೆಂಕಿ ಮತ್ತು ಕಳ್ಳತನದಿಂದ ಸರಕಿಗೆ ನಷ್ಟ",
        ],
        [
          "All risks cover under the Inland Transit Clause (A), when chosen",
          "चुनने पर इनलैंड ट्रांज़िट क्लॉज़ (A) के तहत सभी जोखिम कवर",
          "ಆರಿಸಿದರೆ ಇನ್‌ಲ್ಯಾಂಡ್ ಟ್ರಾನ್ಸಿಟ್ ಕ್ಲಾಸ್ (A) ಅಡಿ ಎಲ್ಲ ಅಪಾಯಗಳ ರಕ್ಷಣೆ",
        ],
      ],
      [
        [
          "Delay, poor packing and loss of market",
          "देरी, खराब पैकिंग और बाजार का नुकसान",
          "ವಿಳಂಬ, ಕಳಪೆ ಪ್ಯಾಕಿಂಗ್ ಮತ್ತು ಮಾರುಕಟ್ಟೆ ನಷ್ಟ",
        ],
      ],
      [
        "The invoice value of each consignment, or the year's turnover on an annual policy.",
        "हर खेप का बिल मूल्य, या वार्षिक पॉलिसी पर वर्ष का कारोबार।",
        "ಪ್ರತಿ ರವಾನೆಯ ಬಿಲ್ ಮೌಲ್ಯ ಅಥವಾ ವಾರ್ಷಿಕ ಪಾಲಿಸಿಯಲ್ಲಿ ವರ್ಷದ ವಹಿವಾಟು.",
      ],
    ),
    essentials(
      "aviation-insurance",
      [
        "Airlines, charter operators, flying schools, airports and owners of private aircraft and drones.",
        "एयरलाइंस, चार्टर संचालक, उड़ान प्रशिक्षण स्कूल, हवाई अड्डे और निजी विमानों व ड्रोन के मालिक।",
        "ವಿಮಾನಯಾನ ಸಂಸ್ಥೆಗಳು, ಚಾರ್ಟರ್ ನಿರ್ವಾಹಕರು, ಹಾರಾಟ ತರಬೇತಿ ಶಾಲೆಗಳು, ವಿಮಾನ ನಿಲ್ದಾಣಗಳು ಮತ್ತು ಖಾಸಗಿ ವಿಮಾನ ಹಾಗೂ ಡ್ರೋನ್ ಮಾಲೀಕರು.",
      ],
      [
        [
          "Damage to the aircraft in flight, taxiing and on the ground",
          "उड़ान, टैक्सीइंग और जमीन पर विमान का नुकसान",
          "ಹಾರಾಟ, ಟ್ಯಾಕ್ಸಿಯಿಂಗ್ ಮತ್ತು ನೆಲದ ಮೇಲೆ ವಿಮಾನಕ್ಕೆ ಹಾನಿ",
        ],
        [
          "Liability to passengers and third parties",
          "यात्रियों और तीसरे पक्ष के प्रति जिम्मेदारी",
          "ಪ್ರಯಾಣಿಕರು ಮತ್ತು ಥರ್ಡ್ ಪಾರ್ಟಿಗಳ ಬಗ್ಗೆ ಹೊಣೆಗಾರಿಕೆ",
        ],
      ],
      [
        [
          "Flights by unlicensed pilots or outside the approved use",
          "बिना लाइसेंस पायलट द्वारा या स्वीकृत उपयोग से बाहर उड़ानें",
          "ಪರವಾನಗಿ ಇಲ್ಲದ ಪೈಲಟ್‌ಗಳ ಅಥವಾ ಅನುಮೋದಿತ ಬಳಕೆಯ ಹೊರಗಿನ ಹಾರಾಟಗಳು",
        ],
      ],
      [
        "The agreed value of the aircraft and a combined liability limit, placed with reinsurers.",
        "विमान का सहमत मूल्य और संयुक्त जिम्मेदारी सीमा, पुनर्बीमाकर्ताओं के साथ।",
        "ವಿಮಾನದ ಒಪ್ಪಿದ ಮೌಲ್ಯ ಮತ್ತು ಸಂಯುಕ್ತ ಹೊಣೆಗಾರಿಕೆ ಮಿತಿ, ಮರುವಿಮಾದಾರರೊಂದಿಗೆ.",
      ],
    ),
    essentials(
      "event-cancellation-insurance",
      [
        "Organisers of concerts, exhibitions, conferences, sporting events and weddings who stand to lose their costs if the event cannot go ahead.",
        "संगीत कार्यक्रम, प्रदर्शनी, सम्मेलन, खेल आयोजन और विवाह के आयोजक, जिनका खर्च आयोजन न हो पाने पर डूब सकता है।",
        "ಕಾರ್ಯಕ್ರಮ ನಡೆಯದಿದ್ದರೆ ತಮ್ಮ ವೆಚ್ಚ ಕಳೆದುಕೊಳ್ಳುವ ಸಂಗೀತ ಕಾರ್ಯಕ್ರಮ, ಪ್ರದರ್ಶನ, ಸಮ್ಮೇಳನ, ಕ್ರೀಡಾಕೂಟ ಮತ್ತು ಮದುವೆಗಳ ಆಯೋಜಕರು.",
      ],
      [
        [
          "Costs lost if the event is cancelled, postponed or abandoned for a reason beyond your control",
          "आपके नियंत्रण से बाहर के कारण आयोजन रद्द, स्थगित या बीच में बंद होने पर डूबा खर्च",
          "ನಿಮ್ಮ ನಿಯಂತ್ರಣ ಮೀರಿದ ಕಾರಣಕ್ಕೆ ಕಾರ್ಯಕ್ರಮ ರದ್ದು, ಮುಂದೂಡಿಕೆ ಅಥವಾ ಅರ್ಧಕ್ಕೆ ನಿಂತರೆ ಕಳೆದ ವೆಚ್ಚ",
        ],
        [
          "Non-appearance of a named performer, when added",
          "नामित कलाकार का न आना, जोड़े जाने पर",
          "ಸೇರಿಸಿದರೆ ಹೆಸರಿಸಿದ ಕಲಾವಿದರ ಗೈರುಹಾಜರಿ",
        ],
      ],
      [
        [
          "Lack of ticket sales or financial failure of the organiser",
          "टिकटों की कम बिक्री या आयोजक की वित्तीय विफलता",
          "ಟಿಕೆಟ್ ಮಾರಾಟದ ಕೊರತೆ ಅಥವಾ ಆಯೋಜಕರ ಆರ್ಥಿಕ ವೈಫಲ್ಯ",
        ],
      ],
      [
        "The event's budgeted costs, or its expected revenue.",
        "आयोजन का बजट में तय खर्च, या उसकी अपेक्षित आय।",
        "ಕಾರ್ಯಕ್ರಮದ ಬಜೆಟ್ ವೆಚ್ಚ ಅಥವಾ ನಿರೀಕ್ಷಿತ ಆದಾಯ.",
      ],
    ),
    essentials(
      "kidnap-ransom-insurance",
      [
        "Companies whose executives, employees or their families work or travel in places where kidnap and extortion are a risk.",
        "ऐसी कंपनियाँ जिनके अधिकारी, कर्मचारी या उनके परिवार ऐसी जगहों पर काम या यात्रा करते हैं जहाँ अपहरण और जबरन वसूली का जोखिम है।",
        "ಅಪಹರಣ ಮತ್ತು ಸುಲಿಗೆಯ ಅಪಾಯವಿರುವ ಸ್ಥಳಗಳಲ್ಲಿ ತಮ್ಮ ಅಧಿಕಾರಿಗಳು, ಉದ್ಯೋಗಿಗಳು ಅಥವಾ ಅವರ ಕುಟುಂಬಗಳು ಕೆಲಸ ಅಥವಾ ಪ್ರಯಾಣ ಮಾಡುವ ಕಂಪನಿಗಳು.",
      ],
      [
        [
          "Ransom paid and lost in transit, and the fees of a specialist response consultant",
          "चुकाई गई और रास्ते में खोई फिरौती, और विशेषज्ञ सलाहकार का शुल्क",
          "ಪಾವತಿಸಿದ ಮತ್ತು ಸಾಗಣೆಯಲ್ಲಿ ಕಳೆದ ಒತ್ತೆಹಣ ಹಾಗೂ ತಜ್ಞ ಪ್ರತಿಕ್ರಿಯಾ ಸಲಹೆಗಾರರ ಶುಲ್ಕ",
        ],
        [
          "Wages, medical care and counselling for the victim",
          "पीड़ित का वेतन, इलाज और परामर्श",
          "ಸಂತ್ರಸ್ತರ ವೇತನ, ವೈದ್ಯಕೀಯ ಆರೈಕೆ ಮತ್ತು ಆಪ್ತಸಮಾಲೋಚನೆ",
        ],
      ],
      [
        [
          "Disclosing that the cover exists: the policy lapses if its existence is made known",
          "कवर होने की बात बताना: इसका पता चलने पर पॉलिसी समाप्त हो जाती है",
          "ರಕ್ಷಣೆ ಇರುವುದನ್ನು ಬಹಿರಂಗಪಡಿಸುವುದು: ಅದು ತಿಳಿದರೆ ಪಾಲಿಸಿ ರದ್ದಾಗುತ್ತದೆ",
        ],
      ],
      limitOfIndemnity,
    ),
    essentials(
      "fidelity-guarantee-insurance",
      [
        "Employers, banks and co-operative societies whose employees handle cash, stock or accounts.",
        "नियोक्ता, बैंक और सहकारी समितियाँ जिनके कर्मचारी नकद, स्टॉक या खाते सँभालते हैं।",
        "ತಮ್ಮ ಉದ್ಯೋಗಿಗಳು ನಗದು, ದಾಸ್ತಾನು ಅಥವಾ ಲೆಕ್ಕಪತ್ರ ನಿರ್ವಹಿಸುವ ಉದ್ಯೋಗದಾತರು, ಬ್ಯಾಂಕ್‌ಗಳು ಮತ್ತು ಸಹಕಾರ ಸಂಘಗಳು.",
      ],
      [
        [
          "Direct loss of money or goods by an employee's fraud or dishonesty",
          "कर्मचारी की धोखाधड़ी या बेईमानी से धन या माल की सीधी हानि",
          "ಉದ್ಯೋಗಿಯ ವಂಚನೆ ಅಥವಾ ಅಪ್ರಾಮಾಣಿಕತೆಯಿಂದ ಹಣ ಅಥವಾ ಸರಕಿನ ನೇರ ನಷ್ಟ",
        ],
        [
          "Named employees, or every employee in named positions",
          "नामित कर्मचारी, या नामित पदों के सभी कर्मचारी",
          "ಹೆಸರಿಸಿದ ಉದ್ಯೋಗಿಗಳು ಅಥವಾ ಹೆಸರಿಸಿದ ಹುದ್ದೆಗಳ ಎಲ್ಲ ಉದ್ಯೋಗಿಗಳು",
        ],
      ],
      [
        [
          "Losses found more than 12 months after the act or after the employee has left",
          "कार्य के 12 महीने बाद या कर्मचारी के जाने के बाद पता चला नुकसान",
          "ಕೃತ್ಯದ 12 ತಿಂಗಳ ನಂತರ ಅಥವಾ ಉದ್ಯೋಗಿ ಹೋದ ನಂತರ ಪತ್ತೆಯಾದ ನಷ್ಟ",
        ],
      ],
      [
        "A guarantee amount per employee or per position.",
        "प्रति कर्मचारी या प्रति पद गारंटी राशि।",
        "ಪ್ರತಿ ಉದ್ಯೋಗಿ ಅಥವಾ ಪ್ರತಿ ಹುದ್ದೆಗೆ ಖಾತರಿ ಮೊತ್ತ.",
      ],
    ),
    essentials(
      "weather-insurance",
      [
        "Farmers, agri-businesses, power producers and event organisers whose income depends on rainfall, temperature or wind.",
        "किसान, कृषि व्यवसाय, बिजली उत्पादक और आयोजक जिनकी आय वर्षा, तापमान या हवा पर निर्भर है।",
        "ಮಳೆ, ತಾಪಮಾನ ಅಥವಾ ಗಾಳಿಯನ್ನು ಆದಾಯ ಅವಲಂಬಿಸಿರುವ ರೈತರು, ಕೃಷಿ ವ್ಯವಹಾರಗಳು, ವಿದ್ಯುತ್ ಉತ್ಪಾದಕರು ಮತ್ತು ಆಯೋಜಕರು.",
      ],
      [
        [
          "A payout when the measured rainfall, temperature or wind at a weather station crosses the agreed trigger",
          "मौसम केंद्र पर मापी गई वर्षा, तापमान या हवा तय सीमा पार करे तो भुगतान",
          "ಹವಾಮಾನ ಕೇಂದ್ರದಲ್ಲಿ ಅಳೆದ ಮಳೆ, ತಾಪಮಾನ ಅಥವಾ ಗಾಳಿ ಒಪ್ಪಿದ ಮಿತಿ ದಾಟಿದರೆ ಪಾವತಿ",
        ],
        [
          "No loss assessment: the index decides",
          "नुकसान का आकलन नहीं: सूचकांक तय करता है",
          "ನಷ್ಟ ಮೌಲ್ಯಮಾಪನವಿಲ್ಲ: ಸೂಚ್ಯಂಕ ನಿರ್ಧರಿಸುತ್ತದೆ",
        ],
      ],
      [
        [
          "Losses at the farm when the station's readings stay within the trigger",
          "खेत पर नुकसान जब केंद्र की रीडिंग सीमा के भीतर रहे",
          "ಕೇಂದ್ರದ ಅಳತೆಗಳು ಮಿತಿಯೊಳಗಿದ್ದಾಗ ಹೊಲದಲ್ಲಿ ಆದ ನಷ್ಟ",
        ],
      ],
      [
        "An amount per unit of the index beyond the trigger, up to the sum insured.",
        "सीमा से आगे सूचकांक की प्रति इकाई राशि, बीमा राशि तक।",
        "ಮಿತಿ ಮೀರಿದ ಸೂಚ್ಯಂಕದ ಪ್ರತಿ ಘಟಕಕ್ಕೆ ಮೊತ್ತ, ವಿಮಾ ಮೊತ್ತದವರೆಗೆ.",
      ],
    ),
  ],
};
