/**
 * Home and personal accident (issue 16): Bharat Griha Raksha and Saral Suraksha
 * Bima are IRDAI's standard products (their cover is the same with every
 * insurer); the insurer's own home and PA policies from its product pages.
 */
import type { Pair, ProductFamily, Text } from "./facts";

const perils: Text = [
  "Fire, lightning, explosion, storm, cyclone, flood, earthquake, landslide, riot and terrorism",
  "आग, बिजली गिरना, विस्फोट, तूफान, चक्रवात, बाढ़, भूकंप, भूस्खलन, दंगा और आतंकवाद",
  "ಬೆಂಕಿ, ಸಿಡಿಲು, ಸ್ಫೋಟ, ಬಿರುಗಾಳಿ, ಚಂಡಮಾರುತ, ಪ್ರವಾಹ, ಭೂಕಂಪ, ಭೂಕುಸಿತ, ಗಲಭೆ ಮತ್ತು ಭಯೋತ್ಪಾದನೆ",
];
const rent: Text = [
  "Rent for another home while yours is being rebuilt after a covered loss",
  "बीमित नुकसान के बाद आपका घर दोबारा बनने तक दूसरे घर का किराया",
  "ರಕ್ಷಿತ ನಷ್ಟದ ನಂತರ ನಿಮ್ಮ ಮನೆ ಮರುನಿರ್ಮಾಣವಾಗುವವರೆಗೆ ಬೇರೆ ಮನೆಯ ಬಾಡಿಗೆ",
];
const homeNot: Text = [
  "Wear and tear, poor maintenance, and loss from a house left unoccupied for more than 30 days in a row",
  "टूट-फूट, खराब रखरखाव, और लगातार 30 दिन से अधिक खाली छोड़े गए घर में हुआ नुकसान",
  "ಸವೆತ, ಕಳಪೆ ನಿರ್ವಹಣೆ ಮತ್ತು ಸತತ 30 ದಿನಗಳಿಗಿಂತ ಹೆಚ್ಚು ಖಾಲಿ ಬಿಟ್ಟ ಮನೆಯಲ್ಲಿ ಆದ ನಷ್ಟ",
];
const burglary: Pair = [
  ["Burglary and theft", "सेंधमारी और चोरी", "ಕನ್ನ ಮತ್ತು ಕಳ್ಳತನ"],
  [
    "Your contents against burglary, housebreaking and theft.",
    "आपके घरेलू सामान का सेंधमारी, घर में घुसकर चोरी और चोरी से कवर।",
    "ನಿಮ್ಮ ಗೃಹೋಪಯೋಗಿ ವಸ್ತುಗಳಿಗೆ ಕನ್ನ, ಮನೆ ನುಗ್ಗುವಿಕೆ ಮತ್ತು ಕಳ್ಳತನದಿಂದ ರಕ್ಷಣೆ.",
  ],
];
const jewellery: Pair = [
  ["Jewellery and valuables", "आभूषण और कीमती सामान", "ಆಭರಣ ಮತ್ತು ಬೆಲೆಬಾಳುವ ವಸ್ತುಗಳು"],
  [
    "Jewellery, curios and works of art declared with their value.",
    "मूल्य के साथ घोषित आभूषण, दुर्लभ वस्तुएँ और कलाकृतियाँ।",
    "ಮೌಲ್ಯದೊಂದಿಗೆ ಘೋಷಿಸಿದ ಆಭರಣ, ಅಪರೂಪದ ವಸ್ತುಗಳು ಮತ್ತು ಕಲಾಕೃತಿಗಳು.",
  ],
];
const paDeath: Text = [
  "Accidental death: 100% of the sum insured",
  "दुर्घटना में मृत्यु: बीमा राशि का 100%",
  "ಅಪಘಾತದಲ್ಲಿ ಸಾವು: ವಿಮಾ ಮೊತ್ತದ 100%",
];
const paPtd: Text = [
  "Permanent total disability: 100%; permanent partial disability: the percentage the policy's table sets for the loss",
  "स्थायी पूर्ण विकलांगता: 100%; स्थायी आंशिक विकलांगता: पॉलिसी की तालिका में उस नुकसान के लिए तय प्रतिशत",
  "ಶಾಶ್ವತ ಸಂಪೂರ್ಣ ಅಂಗವೈಕಲ್ಯ: 100%; ಶಾಶ್ವತ ಭಾಗಶಃ ಅಂಗವೈಕಲ್ಯ: ಆ ನಷ್ಟಕ್ಕೆ ಪಾಲಿಸಿಯ ಕೋಷ್ಟಕ ನಿಗದಿಪಡಿಸಿದ ಶೇಕಡಾ",
];
const paNot: Text = [
  "Injury while under the influence of alcohol or drugs, in hazardous sports not declared, or from suicide or self-injury",
  "शराब या नशीली दवाओं के असर में, बिना घोषित खतरनाक खेलों में, या आत्महत्या या खुद को पहुँचाई चोट",
  "ಮದ್ಯ ಅಥವಾ ಮಾದಕ ವಸ್ತುಗಳ ಪ್ರಭಾವದಲ್ಲಿ, ಘೋಷಿಸದ ಅಪಾಯಕಾರಿ ಕ್ರೀಡೆಗಳಲ್ಲಿ ಅಥವಾ ಆತ್ಮಹತ್ಯೆ ಅಥವಾ ಸ್ವಯಂ ಗಾಯದಿಂದ ಆದ ಗಾಯ",
];
const paIllness: Text = [
  "Death or disability from illness: this is accident cover only",
  "बीमारी से मृत्यु या विकलांगता: यह केवल दुर्घटना कवर है",
  "ಅನಾರೋಗ್ಯದಿಂದ ಸಾವು ಅಥವಾ ಅಂಗವೈಕಲ್ಯ: ಇದು ಅಪಘಾತ ರಕ್ಷಣೆ ಮಾತ್ರ",
];
const ttd: Pair = [
  ["Temporary total disability", "अस्थायी पूर्ण विकलांगता", "ತಾತ್ಕಾಲಿಕ ಸಂಪೂರ್ಣ ಅಂಗವೈಕಲ್ಯ"],
  [
    "A weekly payment while an accident keeps you from work, up to 100 weeks.",
    "दुर्घटना के कारण काम न कर पाने तक साप्ताहिक भुगतान, अधिकतम 100 सप्ताह।",
    "ಅಪಘಾತದಿಂದ ಕೆಲಸಕ್ಕೆ ಹೋಗಲಾಗದ ಅವಧಿಯಲ್ಲಿ ವಾರದ ಪಾವತಿ, ಗರಿಷ್ಠ 100 ವಾರಗಳವರೆಗೆ.",
  ],
];

export const HOME_PA: ProductFamily = {
  file: "0300-home-pa",
  claimSteps: [
    [
      ["Tell us", "हमें सूचित करें", "ನಮಗೆ ತಿಳಿಸಿ"],
      [
        "Call 1800 102 1111 or intimate the claim online as soon as you can; for theft, burglary or a road accident, also report to the police.",
        "जितनी जल्दी हो सके 1800 102 1111 पर कॉल करें या ऑनलाइन दावे की सूचना दें; चोरी, सेंधमारी या सड़क दुर्घटना में पुलिस को भी सूचना दें।",
        "ಸಾಧ್ಯವಾದಷ್ಟು ಬೇಗ 1800 102 1111 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಕ್ಲೇಮ್ ತಿಳಿಸಿ; ಕಳ್ಳತನ, ಕನ್ನ ಅಥವಾ ರಸ್ತೆ ಅಪಘಾತವಾದರೆ ಪೊಲೀಸರಿಗೂ ತಿಳಿಸಿ.",
      ],
    ],
    [
      ["Limit the loss", "नुकसान सीमित करें", "ನಷ್ಟ ಮಿತಿಗೊಳಿಸಿ"],
      [
        "Take reasonable steps to protect your home or get medical care; keep damaged items until the surveyor has seen them.",
        "अपने घर को बचाने या इलाज कराने के उचित कदम उठाएँ; सर्वेयर के देखने तक क्षतिग्रस्त सामान सँभालकर रखें।",
        "ನಿಮ್ಮ ಮನೆ ರಕ್ಷಿಸಲು ಅಥವಾ ವೈದ್ಯಕೀಯ ಚಿಕಿತ್ಸೆ ಪಡೆಯಲು ಸೂಕ್ತ ಕ್ರಮ ಕೈಗೊಳ್ಳಿ; ಸಮೀಕ್ಷಕರು ನೋಡುವವರೆಗೆ ಹಾನಿಯಾದ ವಸ್ತುಗಳನ್ನು ಇಟ್ಟುಕೊಳ್ಳಿ.",
      ],
    ],
    [
      ["Documents", "दस्तावेज", "ದಾಖಲೆಗಳು"],
      [
        "The claim form with bills, photographs and the police report for property; medical and police records, and the death certificate where needed, for accident claims.",
        "संपत्ति के लिए बिल, फ़ोटो और पुलिस रिपोर्ट के साथ दावा फ़ॉर्म; दुर्घटना दावों के लिए मेडिकल और पुलिस रिकॉर्ड, और जरूरत हो तो मृत्यु प्रमाणपत्र।",
        "ಆಸ್ತಿಗೆ ಬಿಲ್‌ಗಳು, ಛಾಯಾಚಿತ್ರಗಳು ಮತ್ತು ಪೊಲೀಸ್ ವರದಿಯೊಂದಿಗೆ ಕ್ಲೇಮ್ ಫಾರ್ಮ್; ಅಪಘಾತ ಕ್ಲೇಮ್‌ಗಳಿಗೆ ವೈದ್ಯಕೀಯ ಮತ್ತು ಪೊಲೀಸ್ ದಾಖಲೆಗಳು, ಅಗತ್ಯವಿದ್ದರೆ ಮರಣ ಪ್ರಮಾಣಪತ್ರ.",
      ],
    ],
    [
      ["Settlement", "निपटान", "ಇತ್ಯರ್ಥ"],
      [
        "A surveyor assesses property losses; we settle within 30 days of the surveyor's report or the last document.",
        "सर्वेयर संपत्ति के नुकसान का आकलन करता है; सर्वेयर रिपोर्ट या अंतिम दस्तावेज के 30 दिनों में हम निपटान करते हैं।",
        "ಸಮೀಕ್ಷಕರು ಆಸ್ತಿ ನಷ್ಟವನ್ನು ಅಂದಾಜಿಸುತ್ತಾರೆ; ಸಮೀಕ್ಷಕರ ವರದಿ ಅಥವಾ ಕೊನೆಯ ದಾಖಲೆಯ 30 ದಿನಗಳಲ್ಲಿ ಇತ್ಯರ್ಥಗೊಳಿಸುತ್ತೇವೆ.",
      ],
    ],
  ],
  commonFaqs: [],
  products: [
    {
      key: "griha-raksha-plus-policy",
      basis: "public",
      whoFor: [
        "Home owners and tenants who want the building, the contents or both covered, with burglary and valuables added as they need.",
        "घर के मालिक और किरायेदार जो भवन, घरेलू सामान या दोनों का कवर चाहते हैं, और जरूरत के अनुसार सेंधमारी और कीमती सामान जोड़ना चाहते हैं।",
        "ಕಟ್ಟಡ, ಗೃಹೋಪಯೋಗಿ ವಸ್ತುಗಳು ಅಥವಾ ಎರಡಕ್ಕೂ ರಕ್ಷಣೆ ಬಯಸುವ, ಅಗತ್ಯದಂತೆ ಕನ್ನ ಮತ್ತು ಬೆಲೆಬಾಳುವ ವಸ್ತುಗಳನ್ನು ಸೇರಿಸುವ ಮನೆ ಮಾಲೀಕರು ಮತ್ತು ಬಾಡಿಗೆದಾರರು.",
      ],
      covered: [
        perils,
        [
          "The building at its cost of reconstruction, and your contents at replacement value",
          "भवन उसकी पुनर्निर्माण लागत पर, और आपका घरेलू सामान प्रतिस्थापन मूल्य पर",
          "ಕಟ್ಟಡ ಅದರ ಮರುನಿರ್ಮಾಣ ವೆಚ್ಚದಲ್ಲಿ ಮತ್ತು ನಿಮ್ಮ ವಸ್ತುಗಳು ಬದಲಿ ಮೌಲ್ಯದಲ್ಲಿ",
        ],
        rent,
      ],
      notCovered: [homeNot],
      sumInsured: [
        "The building's reconstruction cost (built-up area times the cost of building a square foot in your city) and the value of the contents you declare; cover for up to 5 years.",
        "भवन की पुनर्निर्माण लागत (निर्मित क्षेत्र गुणा आपके शहर में प्रति वर्ग फ़ुट निर्माण लागत) और आपके घोषित सामान का मूल्य; 5 वर्ष तक का कवर।",
        "ಕಟ್ಟಡದ ಮರುನಿರ್ಮಾಣ ವೆಚ್ಚ (ನಿರ್ಮಿತ ವಿಸ್ತೀರ್ಣ ಗುಣಿಸು ನಿಮ್ಮ ನಗರದಲ್ಲಿ ಚದರ ಅಡಿ ನಿರ್ಮಾಣ ವೆಚ್ಚ) ಮತ್ತು ನೀವು ಘೋಷಿಸಿದ ವಸ್ತುಗಳ ಮೌಲ್ಯ; 5 ವರ್ಷಗಳವರೆಗೆ ರಕ್ಷಣೆ.",
      ],
      deductibles: [
        [
          ["Excess per claim", "प्रति दावा अनिवार्य कटौती", "ಪ್ರತಿ ಕ್ಲೇಮ್ ಕಡ್ಡಾಯ ಕಡಿತ"],
          [
            "₹10,000 for earthquake and flood claims; none for fire",
            "भूकंप और बाढ़ के दावों पर ₹10,000; आग पर कोई नहीं",
            "ಭೂಕಂಪ ಮತ್ತು ಪ್ರವಾಹ ಕ್ಲೇಮ್‌ಗಳಿಗೆ ₹10,000; ಬೆಂಕಿಗೆ ಇಲ್ಲ",
          ],
        ],
      ],
      addons: [burglary, jewellery],
      faqs: [
        [
          ["Can a tenant buy this policy?", "क्या किरायेदार यह पॉलिसी ले सकता है?", "ಬಾಡಿಗೆದಾರರು ಈ ಪಾಲಿಸಿ ಪಡೆಯಬಹುದೇ?"],
          [
            "Yes, for the contents only: the building is the owner's to insure.",
            "हाँ, केवल घरेलू सामान के लिए: भवन का बीमा मालिक कराता है।",
            "ಹೌದು, ವಸ್ತುಗಳಿಗೆ ಮಾತ್ರ: ಕಟ್ಟಡದ ವಿಮೆ ಮಾಲೀಕರದು.",
          ],
        ],
      ],
    },
    {
      key: "griha-raksha",
      basis: "public",
      whoFor: [
        "Families who want one simple policy for their home and its contents against fire and natural disasters, bought for one year at a time.",
        "वे परिवार जो आग और प्राकृतिक आपदाओं से अपने घर और सामान के लिए एक सरल पॉलिसी चाहते हैं, एक-एक वर्ष के लिए।",
        "ಬೆಂಕಿ ಮತ್ತು ನೈಸರ್ಗಿಕ ವಿಪತ್ತುಗಳಿಂದ ತಮ್ಮ ಮನೆ ಮತ್ತು ವಸ್ತುಗಳಿಗೆ ಒಂದೇ ಸರಳ ಪಾಲಿಸಿ ಬಯಸುವ, ವರ್ಷದಿಂದ ವರ್ಷಕ್ಕೆ ಖರೀದಿಸುವ ಕುಟುಂಬಗಳು.",
      ],
      covered: [
        perils,
        [
          "Household contents including furniture, appliances and clothes",
          "फ़र्नीचर, उपकरण और कपड़ों सहित घरेलू सामान",
          "ಪೀಠೋಪಕರಣ, ಉಪಕರಣಗಳು ಮತ್ತು ಬಟ್ಟೆ ಸೇರಿ ಗೃಹೋಪಯೋಗಿ ವಸ್ತುಗಳು",
        ],
      ],
      notCovered: [
        homeNot,
        [
          "Cash, documents and jewellery unless declared",
          "नकद, दस्तावेज और आभूषण, जब तक घोषित न हों",
          "ಘೋಷಿಸದಿದ್ದರೆ ನಗದು, ದಾಖಲೆಗಳು ಮತ್ತು ಆಭರಣ",
        ],
      ],
      sumInsured: [
        "The building's reconstruction value and the contents' market value, as you declare them.",
        "भवन का पुनर्निर्माण मूल्य और सामान का बाजार मूल्य, जैसा आप घोषित करें।",
        "ನೀವು ಘೋಷಿಸಿದಂತೆ ಕಟ್ಟಡದ ಮರುನಿರ್ಮಾಣ ಮೌಲ್ಯ ಮತ್ತು ವಸ್ತುಗಳ ಮಾರುಕಟ್ಟೆ ಮೌಲ್ಯ.",
      ],
      addons: [burglary],
      faqs: [
        [
          [
            "What if I insure for less than my home is worth?",
            "अगर मैं घर की कीमत से कम का बीमा कराऊँ तो?",
            "ಮನೆಯ ಮೌಲ್ಯಕ್ಕಿಂತ ಕಡಿಮೆಗೆ ವಿಮೆ ಮಾಡಿದರೆ?",
          ],
          [
            "A claim is then paid in proportion to the under-insurance, so declare the full value.",
            "तब दावे का भुगतान कम बीमा के अनुपात में होता है, इसलिए पूरा मूल्य घोषित करें।",
            "ಆಗ ಕ್ಲೇಮ್ ಕಡಿಮೆ ವಿಮೆಯ ಅನುಪಾತದಲ್ಲಿ ಪಾವತಿಯಾಗುತ್ತದೆ, ಆದ್ದರಿಂದ ಪೂರ್ಣ ಮೌಲ್ಯ ಘೋಷಿಸಿ.",
          ],
        ],
      ],
    },
    {
      key: "bharat-griha-raksha",
      basis: "public",
      whoFor: [
        "Any home owner or tenant who wants IRDAI's standard home policy, whose cover is the same with every insurer.",
        "कोई भी घर मालिक या किरायेदार जो IRDAI की मानक गृह पॉलिसी चाहता है, जिसका कवर हर बीमा कंपनी में एक जैसा है।",
        "ಪ್ರತಿ ವಿಮಾ ಕಂಪನಿಯಲ್ಲೂ ರಕ್ಷಣೆ ಒಂದೇ ಆಗಿರುವ IRDAI ಯ ಪ್ರಮಾಣಿತ ಗೃಹ ಪಾಲಿಸಿ ಬಯಸುವ ಯಾವುದೇ ಮನೆ ಮಾಲೀಕರು ಅಥವಾ ಬಾಡಿಗೆದಾರರು.",
      ],
      covered: [
        perils,
        [
          "Contents up to 20% of the building's sum insured (at most ₹10 lakh) without listing them",
          "भवन की बीमा राशि के 20% तक (अधिकतम ₹10 लाख) घरेलू सामान, बिना सूची दिए",
          "ಪಟ್ಟಿ ನೀಡದೆ ಕಟ್ಟಡದ ವಿಮಾ ಮೊತ್ತದ 20% ವರೆಗೆ (ಗರಿಷ್ಠ ₹10 ಲಕ್ಷ) ವಸ್ತುಗಳು",
        ],
        rent,
        [
          "No deduction for under-insurance when the building is insured at its reconstruction cost",
          "भवन पुनर्निर्माण लागत पर बीमित हो तो कम बीमा के लिए कोई कटौती नहीं",
          "ಕಟ್ಟಡ ಮರುನಿರ್ಮಾಣ ವೆಚ್ಚದಲ್ಲಿ ವಿಮೆಯಾಗಿದ್ದರೆ ಕಡಿಮೆ ವಿಮೆಗೆ ಕಡಿತವಿಲ್ಲ",
        ],
      ],
      notCovered: [homeNot],
      sumInsured: [
        "The building at its reconstruction cost, growing by 10% a year at no extra premium; contents as above or declared.",
        "भवन उसकी पुनर्निर्माण लागत पर, बिना अतिरिक्त प्रीमियम के हर वर्ष 10% बढ़ता हुआ; घरेलू सामान ऊपर बताए अनुसार या घोषित मूल्य पर।",
        "ಕಟ್ಟಡ ಅದರ ಮರುನಿರ್ಮಾಣ ವೆಚ್ಚದಲ್ಲಿ, ಹೆಚ್ಚುವರಿ ಪ್ರೀಮಿಯಂ ಇಲ್ಲದೆ ವರ್ಷಕ್ಕೆ 10% ಹೆಚ್ಚುತ್ತಾ; ವಸ್ತುಗಳು ಮೇಲಿನಂತೆ ಅಥವಾ ಘೋಷಿತ ಮೌಲ್ಯದಲ್ಲಿ.",
      ],
      addons: [jewellery],
      faqs: [
        [
          [
            "Does the cover keep pace with building costs?",
            "क्या कवर निर्माण लागत के साथ बढ़ता है?",
            "ರಕ್ಷಣೆ ನಿರ್ಮಾಣ ವೆಚ್ಚದೊಂದಿಗೆ ಹೆಚ್ಚುತ್ತದೆಯೇ?",
          ],
          [
            "Yes: the building's sum insured rises by 10% each year of a long-term policy, without extra premium.",
            "हाँ: लंबी अवधि की पॉलिसी में भवन की बीमा राशि हर वर्ष 10% बढ़ती है, बिना अतिरिक्त प्रीमियम के।",
            "ಹೌದು: ದೀರ್ಘಾವಧಿ ಪಾಲಿಸಿಯಲ್ಲಿ ಕಟ್ಟಡದ ವಿಮಾ ಮೊತ್ತ ಪ್ರತಿ ವರ್ಷ 10% ಹೆಚ್ಚುತ್ತದೆ, ಹೆಚ್ಚುವರಿ ಪ್ರೀಮಿಯಂ ಇಲ್ಲದೆ.",
          ],
        ],
      ],
    },
    {
      key: "simple-home-insurance",
      basis: "illustrative",
      whoFor: [
        "First-time buyers and tenants in apartments who want contents cover bought online in minutes, with no survey.",
        "पहली बार बीमा लेने वाले और फ़्लैटों के किरायेदार जो बिना सर्वे के, कुछ मिनटों में ऑनलाइन घरेलू सामान का कवर चाहते हैं।",
        "ಸಮೀಕ್ಷೆಯಿಲ್ಲದೆ ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ವಸ್ತುಗಳ ರಕ್ಷಣೆ ಬಯಸುವ ಮೊದಲ ಬಾರಿಯ ಖರೀದಿದಾರರು ಮತ್ತು ಅಪಾರ್ಟ್‌ಮೆಂಟ್ ಬಾಡಿಗೆದಾರರು.",
      ],
      covered: [
        perils,
        [
          "Contents in fixed bands, with a set limit for electronics",
          "तय श्रेणियों में घरेलू सामान, इलेक्ट्रॉनिक्स की निर्धारित सीमा के साथ",
          "ನಿಗದಿತ ಹಂತಗಳಲ್ಲಿ ವಸ್ತುಗಳು, ಎಲೆಕ್ಟ್ರಾನಿಕ್ಸ್‌ಗೆ ನಿಗದಿತ ಮಿತಿಯೊಂದಿಗೆ",
        ],
      ],
      notCovered: [homeNot, ["The building itself", "भवन स्वयं", "ಕಟ್ಟಡವೇ"]],
      sumInsured: [
        "Contents bands of ₹2 lakh, ₹5 lakh and ₹10 lakh (indicative).",
        "घरेलू सामान की ₹2 लाख, ₹5 लाख और ₹10 लाख की श्रेणियाँ (सांकेतिक)।",
        "₹2 ಲಕ್ಷ, ₹5 ಲಕ್ಷ ಮತ್ತು ₹10 ಲಕ್ಷದ ವಸ್ತುಗಳ ಹಂತಗಳು (ಸೂಚಕ).",
      ],
      addons: [burglary],
      faqs: [
        [
          ["Do I need to list every item?", "क्या हर सामान की सूची देनी होगी?", "ಪ್ರತಿ ವಸ್ತುವಿನ ಪಟ್ಟಿ ನೀಡಬೇಕೇ?"],
          [
            "No, only jewellery and single items worth more than ₹1 lakh.",
            "नहीं, केवल आभूषण और ₹1 लाख से अधिक मूल्य की अलग वस्तुएँ।",
            "ಇಲ್ಲ, ಆಭರಣ ಮತ್ತು ₹1 ಲಕ್ಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಮೌಲ್ಯದ ಪ್ರತ್ಯೇಕ ವಸ್ತುಗಳು ಮಾತ್ರ.",
          ],
        ],
      ],
    },
    {
      key: "individual-pa-insurance",
      basis: "public",
      whoFor: [
        "Earning members aged 18 to 65 whose family depends on their income, and anyone whose work or commute carries a risk of accidents.",
        "18 से 65 वर्ष के कमाने वाले सदस्य जिनकी आय पर परिवार निर्भर है, और वे सभी जिनके काम या आने-जाने में दुर्घटना का जोखिम है।",
        "ಕುಟುಂಬ ತಮ್ಮ ಆದಾಯವನ್ನು ಅವಲಂಬಿಸಿರುವ 18 ರಿಂದ 65 ವರ್ಷದ ದುಡಿಯುವ ಸದಸ್ಯರು ಮತ್ತು ಕೆಲಸ ಅಥವಾ ಪ್ರಯಾಣದಲ್ಲಿ ಅಪಘಾತದ ಅಪಾಯವಿರುವ ಯಾರಾದರೂ.",
      ],
      covered: [
        paDeath,
        paPtd,
        [
          "Children's education grant and transport of the body on accidental death",
          "दुर्घटना में मृत्यु पर बच्चों की शिक्षा सहायता और पार्थिव शरीर ले जाने का खर्च",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವಾದರೆ ಮಕ್ಕಳ ಶಿಕ್ಷಣ ಅನುದಾನ ಮತ್ತು ಪಾರ್ಥಿವ ಶರೀರ ಸಾಗಣೆ ವೆಚ್ಚ",
        ],
      ],
      notCovered: [paNot, paIllness],
      sumInsured: [
        "Up to 10 to 15 times your monthly income by plan, worldwide, 24 hours a day.",
        "योजना के अनुसार आपकी मासिक आय के 10 से 15 गुना तक, पूरे विश्व में, दिन के 24 घंटे।",
        "ಯೋಜನೆಯಂತೆ ನಿಮ್ಮ ಮಾಸಿಕ ಆದಾಯದ 10 ರಿಂದ 15 ಪಟ್ಟುವರೆಗೆ, ವಿಶ್ವದಾದ್ಯಂತ, ದಿನದ 24 ಗಂಟೆ.",
      ],
      addons: [
        ttd,
        [
          ["Accidental hospitalisation", "दुर्घटना में अस्पताल भर्ती", "ಅಪಘಾತದ ಆಸ್ಪತ್ರೆ ದಾಖಲಾತಿ"],
          [
            "Hospital costs after an accident, up to the limit chosen.",
            "दुर्घटना के बाद अस्पताल का खर्च, चुनी गई सीमा तक।",
            "ಅಪಘಾತದ ನಂತರ ಆಸ್ಪತ್ರೆ ವೆಚ್ಚ, ಆರಿಸಿದ ಮಿತಿಯವರೆಗೆ.",
          ],
        ],
      ],
      faqs: [
        [
          [
            "Does my health policy not cover accidents already?",
            "क्या मेरी स्वास्थ्य पॉलिसी पहले से दुर्घटना कवर नहीं करती?",
            "ನನ್ನ ಆರೋಗ್ಯ ಪಾಲಿಸಿ ಈಗಾಗಲೇ ಅಪಘಾತವನ್ನು ಒಳಗೊಳ್ಳುವುದಿಲ್ಲವೇ?",
          ],
          [
            "It pays hospital bills. Personal accident cover pays a lump sum for death or disability, which replaces lost income.",
            "वह अस्पताल के बिल चुकाती है। व्यक्तिगत दुर्घटना कवर मृत्यु या विकलांगता पर एकमुश्त राशि देता है, जो खोई आय की भरपाई करती है।",
            "ಅದು ಆಸ್ಪತ್ರೆ ಬಿಲ್ ಪಾವತಿಸುತ್ತದೆ. ವೈಯಕ್ತಿಕ ಅಪಘಾತ ರಕ್ಷಣೆ ಸಾವು ಅಥವಾ ಅಂಗವೈಕಲ್ಯಕ್ಕೆ ಒಂದೇ ಮೊತ್ತ ನೀಡುತ್ತದೆ, ಅದು ಕಳೆದ ಆದಾಯವನ್ನು ತುಂಬುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "saral-suraksha-bima",
      basis: "public",
      whoFor: [
        "Adults of 18 to 70 who want IRDAI's standard personal accident policy, the same with every insurer, for themselves and their family.",
        "18 से 70 वर्ष के वयस्क जो अपने और परिवार के लिए IRDAI की मानक व्यक्तिगत दुर्घटना पॉलिसी चाहते हैं, जो हर बीमा कंपनी में एक जैसी है।",
        "ತಮಗೆ ಮತ್ತು ಕುಟುಂಬಕ್ಕೆ ಪ್ರತಿ ವಿಮಾ ಕಂಪನಿಯಲ್ಲೂ ಒಂದೇ ಆಗಿರುವ IRDAI ಯ ಪ್ರಮಾಣಿತ ವೈಯಕ್ತಿಕ ಅಪಘಾತ ಪಾಲಿಸಿ ಬಯಸುವ 18 ರಿಂದ 70 ವರ್ಷದ ವಯಸ್ಕರು.",
      ],
      covered: [
        paDeath,
        paPtd,
        [
          "Education grant of 25% of the sum insured for dependent children on accidental death",
          "दुर्घटना में मृत्यु पर आश्रित बच्चों के लिए बीमा राशि का 25% शिक्षा अनुदान",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವಾದರೆ ಅವಲಂಬಿತ ಮಕ್ಕಳಿಗೆ ವಿಮಾ ಮೊತ್ತದ 25% ಶಿಕ್ಷಣ ಅನುದಾನ",
        ],
      ],
      notCovered: [paNot, paIllness],
      sumInsured: [
        "From ₹2.5 lakh to ₹1 crore, in multiples of ₹50,000.",
        "₹2.5 लाख से ₹1 करोड़ तक, ₹50,000 के गुणकों में।",
        "₹2.5 ಲಕ್ಷದಿಂದ ₹1 ಕೋಟಿವರೆಗೆ, ₹50,000 ಗುಣಕಗಳಲ್ಲಿ.",
      ],
      addons: [ttd],
      faqs: [
        [
          [
            "Is the premium the same for every job?",
            "क्या हर काम के लिए प्रीमियम एक जैसा है?",
            "ಪ್ರತಿ ಉದ್ಯೋಗಕ್ಕೂ ಪ್ರೀಮಿಯಂ ಒಂದೇ ಇರುತ್ತದೆಯೇ?",
          ],
          [
            "No: the premium depends on how risky your occupation is, in the risk classes the policy sets.",
            "नहीं: प्रीमियम इस पर निर्भर है कि आपका व्यवसाय कितना जोखिम भरा है, पॉलिसी में तय जोखिम श्रेणियों के अनुसार।",
            "ಇಲ್ಲ: ಪ್ರೀಮಿಯಂ ನಿಮ್ಮ ಉದ್ಯೋಗ ಎಷ್ಟು ಅಪಾಯಕಾರಿ ಎಂಬುದನ್ನು ಅವಲಂಬಿಸಿದೆ, ಪಾಲಿಸಿ ನಿಗದಿಪಡಿಸಿದ ಅಪಾಯ ವರ್ಗಗಳಂತೆ.",
          ],
        ],
      ],
    },
  ],
};
