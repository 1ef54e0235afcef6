/**
 * Travel (issue 16). The insurer publishes its travel policy's covers but not
 * every plan's limits; the plan pages' sums and ages are indicative
 * (`illustrative`). The Schengen minimum (€30,000) is the EU Visa Code's.
 */
import type { Pair, ProductFamily, Text } from "./facts";

const medical: Text = [
  "Emergency medical treatment and hospitalisation abroad, with medical evacuation and repatriation",
  "विदेश में आपातकालीन चिकित्सा उपचार और अस्पताल में भर्ती, चिकित्सा निकासी और स्वदेश वापसी सहित",
  "ವಿದೇಶದಲ್ಲಿ ತುರ್ತು ವೈದ್ಯಕೀಯ ಚಿಕಿತ್ಸೆ ಮತ್ತು ಆಸ್ಪತ್ರೆ ದಾಖಲಾತಿ, ವೈದ್ಯಕೀಯ ಸ್ಥಳಾಂತರ ಮತ್ತು ತಾಯ್ನಾಡಿಗೆ ಮರಳಿಸುವಿಕೆ ಸಹಿತ",
];
const baggage: Text = [
  "Loss of checked-in baggage and passport, and delay of checked-in baggage",
  "चेक-इन सामान और पासपोर्ट का खो जाना, और चेक-इन सामान में देरी",
  "ಚೆಕ್-ಇನ್ ಸಾಮಾನು ಮತ್ತು ಪಾಸ್‌ಪೋರ್ಟ್ ಕಳೆದುಹೋಗುವುದು ಹಾಗೂ ಚೆಕ್-ಇನ್ ಸಾಮಾನಿನ ವಿಳಂಬ",
];
const tripCover: Text = [
  "Trip cancellation, interruption and flight delay beyond the hours stated in the policy",
  "यात्रा रद्द होना, बीच में रुकना और पॉलिसी में बताए घंटों से अधिक उड़ान में देरी",
  "ಪ್ರವಾಸ ರದ್ದು, ಮಧ್ಯದಲ್ಲಿ ನಿಲುಗಡೆ ಮತ್ತು ಪಾಲಿಸಿಯಲ್ಲಿ ಹೇಳಿದ ಗಂಟೆಗಳಿಗಿಂತ ಹೆಚ್ಚಿನ ವಿಮಾನ ವಿಳಂಬ",
];
const liability: Text = [
  "Personal liability abroad and personal accident cover during the trip",
  "विदेश में व्यक्तिगत जिम्मेदारी और यात्रा के दौरान व्यक्तिगत दुर्घटना कवर",
  "ವಿದೇಶದಲ್ಲಿ ವೈಯಕ್ತಿಕ ಹೊಣೆಗಾರಿಕೆ ಮತ್ತು ಪ್ರವಾಸದ ವೇಳೆ ವೈಯಕ್ತಿಕ ಅಪಘಾತ ರಕ್ಷಣೆ",
];
const sums: Text = [
  "Medical cover from US$50,000 to US$5,00,000 per traveller (indicative), chosen for the countries you visit.",
  "प्रति यात्री US$50,000 से US$5,00,000 तक का चिकित्सा कवर (सांकेतिक), आपके गंतव्य देशों के अनुसार चुना हुआ।",
  "ಪ್ರತಿ ಪ್ರಯಾಣಿಕರಿಗೆ US$50,000 ರಿಂದ US$5,00,000 ವರೆಗೆ ವೈದ್ಯಕೀಯ ರಕ್ಷಣೆ (ಸೂಚಕ), ನೀವು ಭೇಟಿ ನೀಡುವ ದೇಶಗಳಿಗೆ ತಕ್ಕಂತೆ.",
];
const deductible: Pair = [
  ["Deductible", "कटौती", "ಕಡಿತ ಮೊತ್ತ"],
  [
    "US$100 per medical claim and US$50 per baggage claim (indicative)",
    "प्रति चिकित्सा दावा US$100 और प्रति सामान दावा US$50 (सांकेतिक)",
    "ಪ್ರತಿ ವೈದ್ಯಕೀಯ ಕ್ಲೇಮ್‌ಗೆ US$100 ಮತ್ತು ಪ್ರತಿ ಸಾಮಾನು ಕ್ಲೇಮ್‌ಗೆ US$50 (ಸೂಚಕ)",
  ],
];
const adventure: Pair = [
  ["Adventure sports", "साहसिक खेल", "ಸಾಹಸ ಕ್ರೀಡೆಗಳು"],
  [
    "Covers injuries from skiing, scuba diving and trekking up to the altitude stated.",
    "स्कीइंग, स्कूबा डाइविंग और बताई गई ऊँचाई तक ट्रेकिंग की चोटें कवर करता है।",
    "ಸ್ಕೀಯಿಂಗ್, ಸ್ಕೂಬಾ ಡೈವಿಂಗ್ ಮತ್ತು ಹೇಳಿದ ಎತ್ತರದವರೆಗಿನ ಚಾರಣದ ಗಾಯಗಳನ್ನು ಒಳಗೊಳ್ಳುತ್ತದೆ.",
  ],
];
const homeBurglary: Pair = [
  ["Home burglary", "घर में सेंधमारी", "ಮನೆ ಕನ್ನ"],
  [
    "Burglary at your locked home in India while you are away.",
    "आपकी अनुपस्थिति में भारत में आपके बंद घर में सेंधमारी।",
    "ನೀವು ಇಲ್ಲದಾಗ ಭಾರತದಲ್ಲಿ ಬೀಗ ಹಾಕಿದ ನಿಮ್ಮ ಮನೆಯಲ್ಲಿ ಕನ್ನ.",
  ],
];

export const TRAVEL: ProductFamily = {
  file: "0200-travel",
  claimSteps: [
    [
      ["Call the assistance line", "सहायता लाइन पर कॉल करें", "ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ"],
      [
        "Before treatment abroad, call the 24-hour assistance number on your policy; it arranges cashless treatment at a partner hospital.",
        "विदेश में इलाज से पहले पॉलिसी पर दिए 24 घंटे के सहायता नंबर पर कॉल करें; वह किसी सहयोगी अस्पताल में कैशलेस इलाज की व्यवस्था करता है।",
        "ವಿದೇಶದಲ್ಲಿ ಚಿಕಿತ್ಸೆಗೆ ಮೊದಲು ಪಾಲಿಸಿಯಲ್ಲಿರುವ 24 ಗಂಟೆಗಳ ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ; ಅದು ಸಹಭಾಗಿ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ನಗದುರಹಿತ ಚಿಕಿತ್ಸೆ ಏರ್ಪಡಿಸುತ್ತದೆ.",
      ],
    ],
    [
      ["Keep the proof", "प्रमाण सँभालकर रखें", "ಸಾಕ್ಷ್ಯ ಇಟ್ಟುಕೊಳ್ಳಿ"],
      [
        "Keep bills, medical reports, the airline's property irregularity report for baggage, and a police report for theft.",
        "बिल, मेडिकल रिपोर्ट, सामान के लिए एयरलाइन की प्रॉपर्टी इर्रेगुलैरिटी रिपोर्ट और चोरी के लिए पुलिस रिपोर्ट सँभालकर रखें।",
        "ಬಿಲ್‌ಗಳು, ವೈದ್ಯಕೀಯ ವರದಿಗಳು, ಸಾಮಾನಿಗೆ ವಿಮಾನಯಾನ ಸಂಸ್ಥೆಯ ಆಸ್ತಿ ಅಕ್ರಮ ವರದಿ ಮತ್ತು ಕಳ್ಳತನಕ್ಕೆ ಪೊಲೀಸ್ ವರದಿ ಇಟ್ಟುಕೊಳ್ಳಿ.",
      ],
    ],
    [
      ["Submit the claim", "दावा जमा करें", "ಕ್ಲೇಮ್ ಸಲ್ಲಿಸಿ"],
      [
        "Send the claim form with the documents within 30 days of your return, online or by e-mail.",
        "लौटने के 30 दिनों के भीतर दस्तावेजों के साथ दावा फ़ॉर्म ऑनलाइन या ईमेल से भेजें।",
        "ಮರಳಿದ 30 ದಿನಗಳ ಒಳಗೆ ದಾಖಲೆಗಳೊಂದಿಗೆ ಕ್ಲೇಮ್ ಫಾರ್ಮ್ ಅನ್ನು ಆನ್‌ಲೈನ್ ಅಥವಾ ಇಮೇಲ್ ಮೂಲಕ ಕಳುಹಿಸಿ.",
      ],
    ],
    [
      ["Settlement", "निपटान", "ಇತ್ಯರ್ಥ"],
      [
        "We pay in rupees at the exchange rate of the day of loss, within 30 days of the last document.",
        "अंतिम दस्तावेज के 30 दिनों के भीतर, नुकसान के दिन की विनिमय दर पर रुपये में भुगतान करते हैं।",
        "ಕೊನೆಯ ದಾಖಲೆಯ 30 ದಿನಗಳಲ್ಲಿ, ನಷ್ಟದ ದಿನದ ವಿನಿಮಯ ದರದಲ್ಲಿ ರೂಪಾಯಿಗಳಲ್ಲಿ ಪಾವತಿಸುತ್ತೇವೆ.",
      ],
    ],
  ],
  commonNotCovered: [
    [
      "Pre-existing diseases, except a life-threatening emergency up to the limit stated",
      "पहले से मौजूद बीमारियाँ, बताई गई सीमा तक जानलेवा आपात स्थिति को छोड़कर",
      "ಹೇಳಿದ ಮಿತಿಯವರೆಗಿನ ಜೀವಾಪಾಯದ ತುರ್ತು ಸ್ಥಿತಿ ಹೊರತುಪಡಿಸಿ ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು",
    ],
    [
      "Travel against medical advice or to seek treatment abroad",
      "डॉक्टर की सलाह के विरुद्ध यात्रा, या विदेश में इलाज कराने के लिए यात्रा",
      "ವೈದ್ಯರ ಸಲಹೆಗೆ ವಿರುದ್ಧವಾಗಿ ಅಥವಾ ವಿದೇಶದಲ್ಲಿ ಚಿಕಿತ್ಸೆ ಪಡೆಯಲು ಪ್ರವಾಸ",
    ],
  ],
  commonFaqs: [
    [
      [
        "Does the policy meet the Schengen visa rule?",
        "क्या पॉलिसी शेंगेन वीज़ा का नियम पूरा करती है?",
        "ಪಾಲಿಸಿ ಶೆಂಗೆನ್ ವೀಸಾ ನಿಯಮ ಪೂರೈಸುತ್ತದೆಯೇ?",
      ],
      [
        "Yes, with a medical sum insured of at least €30,000 for the whole stay in the Schengen area, which the embassy asks for.",
        "हाँ, शेंगेन क्षेत्र में पूरे प्रवास के लिए कम से कम €30,000 की चिकित्सा बीमा राशि के साथ, जो दूतावास माँगता है।",
        "ಹೌದು, ರಾಯಭಾರ ಕಚೇರಿ ಕೇಳುವಂತೆ ಶೆಂಗೆನ್ ಪ್ರದೇಶದ ಸಂಪೂರ್ಣ ವಾಸಕ್ಕೆ ಕನಿಷ್ಠ €30,000 ವೈದ್ಯಕೀಯ ವಿಮಾ ಮೊತ್ತದೊಂದಿಗೆ.",
      ],
    ],
  ],
  commonAddons: [adventure, homeBurglary],
  products: [
    {
      key: "travel-insurance",
      basis: "public",
      whoFor: [
        "Anyone leaving India for a holiday, business or studies who needs medical cover abroad, where a hospital bill can run into lakhs of rupees in a day.",
        "छुट्टी, व्यवसाय या पढ़ाई के लिए भारत से बाहर जाने वाला कोई भी व्यक्ति, जिसे विदेश में चिकित्सा कवर चाहिए, जहाँ एक दिन का अस्पताल बिल लाखों रुपये हो सकता है।",
        "ರಜೆ, ವ್ಯವಹಾರ ಅಥವಾ ಶಿಕ್ಷಣಕ್ಕಾಗಿ ಭಾರತದಿಂದ ಹೊರಹೋಗುವ ಯಾರಾದರೂ, ಒಂದೇ ದಿನದ ಆಸ್ಪತ್ರೆ ಬಿಲ್ ಲಕ್ಷಾಂತರ ರೂಪಾಯಿ ಆಗಬಹುದಾದ ವಿದೇಶದಲ್ಲಿ ವೈದ್ಯಕೀಯ ರಕ್ಷಣೆ ಬೇಕಾದವರು.",
      ],
      covered: [medical, baggage, tripCover, liability],
      notCovered: [],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          ["Can I buy after I have left India?", "क्या भारत छोड़ने के बाद खरीद सकते हैं?", "ಭಾರತ ಬಿಟ್ಟ ನಂತರ ಖರೀದಿಸಬಹುದೇ?"],
          [
            "No: the policy must start in India before departure. Buy it up to the day you fly.",
            "नहीं: पॉलिसी प्रस्थान से पहले भारत में शुरू होनी चाहिए। उड़ान के दिन तक खरीद लें।",
            "ಇಲ್ಲ: ಪಾಲಿಸಿ ನಿರ್ಗಮನಕ್ಕೆ ಮೊದಲು ಭಾರತದಲ್ಲೇ ಆರಂಭವಾಗಬೇಕು. ಪ್ರಯಾಣದ ದಿನದವರೆಗೆ ಖರೀದಿಸಿ.",
          ],
        ],
      ],
    },
    {
      key: "travel-annual-multi",
      basis: "illustrative",
      whoFor: [
        "Frequent flyers who travel abroad several times a year: one policy covers every trip in the year, each up to 30, 45 or 60 days.",
        "वर्ष में कई बार विदेश जाने वाले यात्री: एक पॉलिसी वर्ष की हर यात्रा को कवर करती है, हर यात्रा 30, 45 या 60 दिन तक।",
        "ವರ್ಷಕ್ಕೆ ಹಲವು ಬಾರಿ ವಿದೇಶಕ್ಕೆ ಹೋಗುವವರು: ಒಂದೇ ಪಾಲಿಸಿ ವರ್ಷದ ಪ್ರತಿ ಪ್ರವಾಸವನ್ನೂ ಒಳಗೊಳ್ಳುತ್ತದೆ, ಪ್ರತಿಯೊಂದೂ 30, 45 ಅಥವಾ 60 ದಿನಗಳವರೆಗೆ.",
      ],
      covered: [medical, baggage, tripCover],
      notCovered: [
        [
          "Any single trip longer than the trip limit you chose",
          "आपकी चुनी गई यात्रा सीमा से लंबी कोई भी एक यात्रा",
          "ನೀವು ಆರಿಸಿದ ಪ್ರವಾಸ ಮಿತಿಗಿಂತ ದೀರ್ಘವಾದ ಯಾವುದೇ ಒಂದು ಪ್ರವಾಸ",
        ],
      ],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          [
            "Is an annual policy cheaper than single trips?",
            "क्या वार्षिक पॉलिसी एकल यात्राओं से सस्ती है?",
            "ವಾರ್ಷಿಕ ಪಾಲಿಸಿ ಏಕ ಪ್ರವಾಸಗಳಿಗಿಂತ ಅಗ್ಗವೇ?",
          ],
          [
            "Usually from the third trip in a year; the calculator shows both prices for your trips.",
            "आम तौर पर वर्ष की तीसरी यात्रा से; कैलकुलेटर आपकी यात्राओं के लिए दोनों कीमतें दिखाता है।",
            "ಸಾಮಾನ್ಯವಾಗಿ ವರ್ಷದ ಮೂರನೇ ಪ್ರವಾಸದಿಂದ; ಕ್ಯಾಲ್ಕುಲೇಟರ್ ನಿಮ್ಮ ಪ್ರವಾಸಗಳಿಗೆ ಎರಡೂ ಬೆಲೆಗಳನ್ನು ತೋರಿಸುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "travel-business",
      basis: "illustrative",
      whoFor: [
        "Employees and business owners travelling for work, who need a lost passport or a missed connection sorted quickly, and cover for business equipment.",
        "काम के लिए यात्रा करने वाले कर्मचारी और व्यवसायी, जिन्हें खोए पासपोर्ट या छूटी कनेक्टिंग उड़ान में जल्दी मदद और व्यावसायिक उपकरणों का कवर चाहिए।",
        "ಕೆಲಸಕ್ಕಾಗಿ ಪ್ರಯಾಣಿಸುವ ಉದ್ಯೋಗಿಗಳು ಮತ್ತು ಉದ್ಯಮಿಗಳು, ಕಳೆದ ಪಾಸ್‌ಪೋರ್ಟ್ ಅಥವಾ ತಪ್ಪಿದ ಸಂಪರ್ಕ ವಿಮಾನಕ್ಕೆ ಶೀಘ್ರ ನೆರವು ಮತ್ತು ವ್ಯವಹಾರ ಉಪಕರಣಗಳಿಗೆ ರಕ್ಷಣೆ ಬೇಕಾದವರು.",
      ],
      covered: [
        medical,
        [
          "Business equipment such as a laptop, against theft and damage",
          "लैपटॉप जैसे व्यावसायिक उपकरण, चोरी और नुकसान से",
          "ಲ್ಯಾಪ್‌ಟಾಪ್‌ನಂತಹ ವ್ಯವಹಾರ ಉಪಕರಣಗಳು, ಕಳ್ಳತನ ಮತ್ತು ಹಾನಿಯಿಂದ",
        ],
        tripCover,
      ],
      notCovered: [
        [
          "Manual work abroad and work in hazardous industries",
          "विदेश में शारीरिक श्रम और खतरनाक उद्योगों में काम",
          "ವಿದೇಶದಲ್ಲಿ ದೈಹಿಕ ಶ್ರಮದ ಕೆಲಸ ಮತ್ತು ಅಪಾಯಕಾರಿ ಉದ್ಯಮಗಳಲ್ಲಿ ಕೆಲಸ",
        ],
      ],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          [
            "Can my company buy cover for all its travellers?",
            "क्या मेरी कंपनी अपने सभी यात्रियों के लिए कवर ले सकती है?",
            "ನನ್ನ ಕಂಪನಿ ತನ್ನ ಎಲ್ಲ ಪ್ರಯಾಣಿಕರಿಗೆ ರಕ್ಷಣೆ ಪಡೆಯಬಹುದೇ?",
          ],
          [
            "Yes, as a corporate annual policy; request a call-back and our corporate team will quote.",
            "हाँ, कॉर्पोरेट वार्षिक पॉलिसी के रूप में; कॉल-बैक का अनुरोध करें, हमारी कॉर्पोरेट टीम कोटेशन देगी।",
            "ಹೌದು, ಕಾರ್ಪೊರೇಟ್ ವಾರ್ಷಿಕ ಪಾಲಿಸಿಯಾಗಿ; ಮರಳಿ ಕರೆಗೆ ವಿನಂತಿಸಿ, ನಮ್ಮ ಕಾರ್ಪೊರೇಟ್ ತಂಡ ದರ ನೀಡುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "travel-family",
      basis: "illustrative",
      whoFor: [
        "Families travelling together: you, your spouse and up to two dependent children under one policy, often for less than separate policies.",
        "साथ यात्रा करने वाले परिवार: आप, जीवनसाथी और अधिकतम दो आश्रित बच्चे एक पॉलिसी में, अक्सर अलग-अलग पॉलिसियों से कम में।",
        "ಒಟ್ಟಿಗೆ ಪ್ರಯಾಣಿಸುವ ಕುಟುಂಬಗಳು: ನೀವು, ಸಂಗಾತಿ ಮತ್ತು ಗರಿಷ್ಠ ಇಬ್ಬರು ಅವಲಂಬಿತ ಮಕ್ಕಳು ಒಂದೇ ಪಾಲಿಸಿಯಲ್ಲಿ, ಹೆಚ್ಚಾಗಿ ಪ್ರತ್ಯೇಕ ಪಾಲಿಸಿಗಳಿಗಿಂತ ಕಡಿಮೆ ದರದಲ್ಲಿ.",
      ],
      covered: [medical, baggage, tripCover],
      notCovered: [
        [
          "Children travelling without a parent on the same policy",
          "एक ही पॉलिसी पर माता-पिता के बिना यात्रा करने वाले बच्चे",
          "ಅದೇ ಪಾಲಿಸಿಯಲ್ಲಿರುವ ಪೋಷಕರಿಲ್ಲದೆ ಪ್ರಯಾಣಿಸುವ ಮಕ್ಕಳು",
        ],
      ],
      sumInsured: [
        "A family floater medical sum of US$1,00,000 to US$5,00,000 shared by all (indicative).",
        "सभी के बीच साझा US$1,00,000 से US$5,00,000 की फ़ैमिली फ़्लोटर चिकित्सा राशि (सांकेतिक)।",
        "ಎಲ್ಲರೂ ಹಂಚಿಕೊಳ್ಳುವ US$1,00,000 ರಿಂದ US$5,00,000 ಫ್ಯಾಮಿಲಿ ಫ್ಲೋಟರ್ ವೈದ್ಯಕೀಯ ಮೊತ್ತ (ಸೂಚಕ).",
      ],
      deductibles: [deductible],
      faqs: [
        [
          ["Who counts as family?", "परिवार में कौन आता है?", "ಕುಟುಂಬದಲ್ಲಿ ಯಾರು ಸೇರುತ್ತಾರೆ?"],
          [
            "The proposer, spouse and up to two dependent children aged 6 months to 21 years.",
            "प्रस्तावक, जीवनसाथी और 6 महीने से 21 वर्ष तक के अधिकतम दो आश्रित बच्चे।",
            "ಪ್ರಸ್ತಾಪಕರು, ಸಂಗಾತಿ ಮತ್ತು 6 ತಿಂಗಳಿಂದ 21 ವರ್ಷದ ಗರಿಷ್ಠ ಇಬ್ಬರು ಅವಲಂಬಿತ ಮಕ್ಕಳು.",
          ],
        ],
      ],
    },
    {
      key: "travel-flight",
      basis: "illustrative",
      whoFor: [
        "Travellers who want cover for the journey itself: delays, missed connections, cancelled flights and lost bags, for domestic or international flights.",
        "वे यात्री जो यात्रा के लिए ही कवर चाहते हैं: देरी, छूटी कनेक्टिंग उड़ान, रद्द उड़ानें और खोया सामान, घरेलू या अंतरराष्ट्रीय उड़ानों में।",
        "ಪ್ರಯಾಣಕ್ಕೇ ರಕ್ಷಣೆ ಬಯಸುವ ಪ್ರಯಾಣಿಕರು: ವಿಳಂಬ, ತಪ್ಪಿದ ಸಂಪರ್ಕ ವಿಮಾನ, ರದ್ದಾದ ವಿಮಾನ ಮತ್ತು ಕಳೆದ ಸಾಮಾನು, ದೇಶೀಯ ಅಥವಾ ಅಂತರರಾಷ್ಟ್ರೀಯ ವಿಮಾನಗಳಲ್ಲಿ.",
      ],
      covered: [
        tripCover,
        baggage,
        [
          "Missed connection: extra travel and stay costs to reach your destination",
          "छूटी कनेक्टिंग उड़ान: गंतव्य तक पहुँचने के लिए अतिरिक्त यात्रा और ठहरने का खर्च",
          "ತಪ್ಪಿದ ಸಂಪರ್ಕ ವಿಮಾನ: ಗಮ್ಯ ತಲುಪಲು ಹೆಚ್ಚುವರಿ ಪ್ರಯಾಣ ಮತ್ತು ವಾಸ್ತವ್ಯ ವೆಚ್ಚ",
        ],
      ],
      notCovered: [
        [
          "Delays announced before you bought the policy, and strikes you knew of",
          "पॉलिसी खरीदने से पहले घोषित देरी, और ऐसी हड़तालें जिनकी आपको जानकारी थी",
          "ಪಾಲಿಸಿ ಖರೀದಿಗೆ ಮೊದಲೇ ಘೋಷಿಸಿದ ವಿಳಂಬ ಮತ್ತು ನಿಮಗೆ ಗೊತ್ತಿದ್ದ ಮುಷ್ಕರಗಳು",
        ],
      ],
      sumInsured: [
        "Fixed benefits per event, for example a set amount for each 6 hours of flight delay (indicative).",
        "हर घटना पर तय लाभ, जैसे उड़ान में हर 6 घंटे की देरी पर एक तय राशि (सांकेतिक)।",
        "ಪ್ರತಿ ಘಟನೆಗೆ ನಿಗದಿತ ಪ್ರಯೋಜನ, ಉದಾಹರಣೆಗೆ ವಿಮಾನದ ಪ್ರತಿ 6 ಗಂಟೆ ವಿಳಂಬಕ್ಕೆ ನಿಗದಿತ ಮೊತ್ತ (ಸೂಚಕ).",
      ],
      faqs: [
        [
          ["How soon after a delay can I claim?", "देरी के कितने समय बाद दावा कर सकते हैं?", "ವಿಳಂಬದ ಎಷ್ಟು ಬೇಗ ಕ್ಲೇಮ್ ಮಾಡಬಹುದು?"],
          [
            "As soon as you land: send the boarding pass and the airline's note of the delay.",
            "उतरते ही: बोर्डिंग पास और एयरलाइन का देरी का नोट भेजें।",
            "ಇಳಿದ ತಕ್ಷಣ: ಬೋರ್ಡಿಂಗ್ ಪಾಸ್ ಮತ್ತು ವಿಮಾನಯಾನ ಸಂಸ್ಥೆಯ ವಿಳಂಬ ಟಿಪ್ಪಣಿ ಕಳುಹಿಸಿ.",
          ],
        ],
      ],
    },
    {
      key: "travel-holiday",
      basis: "illustrative",
      whoFor: [
        "Holidaymakers on a single trip abroad who want medical cover, their bags and their non-refundable bookings protected.",
        "विदेश में एकल यात्रा पर छुट्टी मनाने वाले, जो चिकित्सा कवर के साथ अपने सामान और न लौटाई जाने वाली बुकिंग की सुरक्षा चाहते हैं।",
        "ವಿದೇಶಕ್ಕೆ ಏಕ ಪ್ರವಾಸದ ರಜೆಗೆ ಹೋಗುವವರು, ವೈದ್ಯಕೀಯ ರಕ್ಷಣೆಯೊಂದಿಗೆ ತಮ್ಮ ಸಾಮಾನು ಮತ್ತು ಮರುಪಾವತಿಯಾಗದ ಬುಕಿಂಗ್‌ಗಳ ರಕ್ಷಣೆ ಬಯಸುವವರು.",
      ],
      covered: [
        medical,
        baggage,
        [
          "Non-refundable hotel and tour bookings if the trip is cancelled for a covered reason",
          "बीमित कारण से यात्रा रद्द होने पर न लौटाई जाने वाली होटल और टूर बुकिंग",
          "ರಕ್ಷಿತ ಕಾರಣಕ್ಕೆ ಪ್ರವಾಸ ರದ್ದಾದರೆ ಮರುಪಾವತಿಯಾಗದ ಹೋಟೆಲ್ ಮತ್ತು ಪ್ರವಾಸ ಬುಕಿಂಗ್‌ಗಳು",
        ],
      ],
      notCovered: [["Changing your mind about the trip", "यात्रा के बारे में अपना मन बदलना", "ಪ್ರವಾಸದ ಬಗ್ಗೆ ಮನಸ್ಸು ಬದಲಿಸುವುದು"]],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          ["Which reasons for cancelling are covered?", "रद्द करने के कौन-से कारण कवर हैं?", "ರದ್ದತಿಯ ಯಾವ ಕಾರಣಗಳು ರಕ್ಷಿತ?"],
          [
            "Your own or a close relative's serious illness, injury or death, and a natural disaster at home or at the destination.",
            "आपकी या किसी करीबी रिश्तेदार की गंभीर बीमारी, चोट या मृत्यु, और घर या गंतव्य पर प्राकृतिक आपदा।",
            "ನಿಮ್ಮ ಅಥವಾ ಹತ್ತಿರದ ಸಂಬಂಧಿಯ ಗಂಭೀರ ಅನಾರೋಗ್ಯ, ಗಾಯ ಅಥವಾ ಸಾವು ಮತ್ತು ಮನೆಯಲ್ಲಿ ಅಥವಾ ಗಮ್ಯದಲ್ಲಿ ನೈಸರ್ಗಿಕ ವಿಪತ್ತು.",
          ],
        ],
      ],
    },
    {
      key: "travel-international",
      basis: "illustrative",
      whoFor: [
        "Travellers to any country, with plans that include or leave out the USA and Canada, where treatment costs most.",
        "किसी भी देश के यात्री, ऐसी योजनाओं के साथ जिनमें अमेरिका और कनाडा शामिल हैं या नहीं, जहाँ इलाज सबसे महँगा है।",
        "ಯಾವುದೇ ದೇಶಕ್ಕೆ ಪ್ರಯಾಣಿಸುವವರು, ಚಿಕಿತ್ಸೆ ಅತ್ಯಂತ ದುಬಾರಿಯಾದ ಅಮೆರಿಕ ಮತ್ತು ಕೆನಡಾ ಸೇರಿದ ಅಥವಾ ಸೇರದ ಯೋಜನೆಗಳೊಂದಿಗೆ.",
      ],
      covered: [medical, baggage, liability],
      notCovered: [
        [
          "Travel to countries under Indian government travel bans",
          "भारत सरकार के यात्रा प्रतिबंध वाले देशों की यात्रा",
          "ಭಾರತ ಸರ್ಕಾರದ ಪ್ರಯಾಣ ನಿಷೇಧವಿರುವ ದೇಶಗಳಿಗೆ ಪ್ರವಾಸ",
        ],
      ],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          ["Why does a plan with the USA cost more?", "अमेरिका वाली योजना महँगी क्यों है?", "ಅಮೆರಿಕ ಸೇರಿದ ಯೋಜನೆ ಏಕೆ ದುಬಾರಿ?"],
          [
            "Hospital costs in the USA and Canada are several times those elsewhere, so the same cover costs more there.",
            "अमेरिका और कनाडा में अस्पताल का खर्च दूसरी जगहों से कई गुना है, इसलिए वहाँ वही कवर महँगा है।",
            "ಅಮೆರಿಕ ಮತ್ತು ಕೆನಡಾದಲ್ಲಿ ಆಸ್ಪತ್ರೆ ವೆಚ್ಚ ಬೇರೆಡೆಗಿಂತ ಹಲವು ಪಟ್ಟು, ಆದ್ದರಿಂದ ಅಲ್ಲಿ ಅದೇ ರಕ್ಷಣೆ ದುಬಾರಿ.",
          ],
        ],
      ],
    },
    {
      key: "travel-senior-citizens",
      basis: "illustrative",
      whoFor: [
        "Travellers of 61 to 85 visiting children abroad or on holiday, who need higher medical cover and help with emergencies far from home.",
        "61 से 85 वर्ष के यात्री जो विदेश में बच्चों से मिलने या छुट्टी पर जाते हैं, जिन्हें ऊँचा चिकित्सा कवर और घर से दूर आपात स्थिति में मदद चाहिए।",
        "ವಿದೇಶದಲ್ಲಿರುವ ಮಕ್ಕಳನ್ನು ಭೇಟಿಯಾಗಲು ಅಥವಾ ರಜೆಗೆ ಹೋಗುವ 61 ರಿಂದ 85 ವರ್ಷದ ಪ್ರಯಾಣಿಕರು, ಹೆಚ್ಚಿನ ವೈದ್ಯಕೀಯ ರಕ್ಷಣೆ ಮತ್ತು ಮನೆಯಿಂದ ದೂರದ ತುರ್ತು ಸ್ಥಿತಿಯಲ್ಲಿ ನೆರವು ಬೇಕಾದವರು.",
      ],
      covered: [
        medical,
        [
          "A relative's travel to stay with you if you are in hospital for more than 7 days",
          "7 दिन से अधिक अस्पताल में रहने पर आपके पास रहने के लिए किसी रिश्तेदार की यात्रा",
          "ನೀವು 7 ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ಆಸ್ಪತ್ರೆಯಲ್ಲಿದ್ದರೆ ನಿಮ್ಮೊಂದಿಗೆ ಇರಲು ಸಂಬಂಧಿಯ ಪ್ರಯಾಣ",
        ],
        baggage,
      ],
      notCovered: [
        [
          "Routine check-ups and medicines for conditions you already had",
          "पहले से मौजूद स्थितियों की नियमित जाँच और दवाइयाँ",
          "ಮೊದಲೇ ಇದ್ದ ಸ್ಥಿತಿಗಳಿಗೆ ನಿಯಮಿತ ತಪಾಸಣೆ ಮತ್ತು ಔಷಧಿಗಳು",
        ],
      ],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          [
            "Is a medical check-up needed before I buy?",
            "क्या खरीदने से पहले मेडिकल जाँच जरूरी है?",
            "ಖರೀದಿಗೆ ಮೊದಲು ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆ ಬೇಕೇ?",
          ],
          [
            "Not up to 70 for most plans; above that, a doctor's declaration of fitness to travel may be asked for.",
            "ज्यादातर योजनाओं में 70 वर्ष तक नहीं; उससे ऊपर, यात्रा के योग्य होने का डॉक्टर का घोषणा-पत्र माँगा जा सकता है।",
            "ಹೆಚ್ಚಿನ ಯೋಜನೆಗಳಲ್ಲಿ 70 ವರ್ಷದವರೆಗೆ ಇಲ್ಲ; ಅದರ ಮೇಲೆ, ಪ್ರಯಾಣಕ್ಕೆ ಅರ್ಹರೆಂಬ ವೈದ್ಯರ ಘೋಷಣೆ ಕೇಳಬಹುದು.",
          ],
        ],
      ],
    },
    {
      key: "travel-solo",
      basis: "illustrative",
      whoFor: [
        "People travelling alone, with no companion to help in an emergency: the assistance line arranges hospitals, transfers and family contact for you.",
        "अकेले यात्रा करने वाले लोग, जिनके साथ आपात स्थिति में मदद के लिए कोई नहीं: सहायता लाइन आपके लिए अस्पताल, स्थानांतरण और परिवार से संपर्क की व्यवस्था करती है।",
        "ತುರ್ತು ಸ್ಥಿತಿಯಲ್ಲಿ ನೆರವಾಗಲು ಜೊತೆಗಾರರಿಲ್ಲದೆ ಒಬ್ಬರೇ ಪ್ರಯಾಣಿಸುವವರು: ಸಹಾಯವಾಣಿ ನಿಮಗಾಗಿ ಆಸ್ಪತ್ರೆ, ಸ್ಥಳಾಂತರ ಮತ್ತು ಕುಟುಂಬ ಸಂಪರ್ಕವನ್ನು ಏರ್ಪಡಿಸುತ್ತದೆ.",
      ],
      covered: [
        medical,
        [
          "Emergency cash advance if your money or cards are stolen",
          "पैसे या कार्ड चोरी होने पर आपातकालीन नकद अग्रिम",
          "ಹಣ ಅಥವಾ ಕಾರ್ಡ್‌ಗಳು ಕಳವಾದರೆ ತುರ್ತು ನಗದು ಮುಂಗಡ",
        ],
        baggage,
      ],
      notCovered: [
        [
          "Losses from leaving belongings unattended in a public place",
          "सार्वजनिक जगह पर सामान लावारिस छोड़ने से हुआ नुकसान",
          "ಸಾರ್ವಜನಿಕ ಸ್ಥಳದಲ್ಲಿ ವಸ್ತುಗಳನ್ನು ಗಮನಿಸದೆ ಬಿಟ್ಟು ಆದ ನಷ್ಟ",
        ],
      ],
      sumInsured: sums,
      deductibles: [deductible],
      faqs: [
        [
          [
            "Who tells my family if I am in hospital?",
            "अगर मैं अस्पताल में हूँ तो मेरे परिवार को कौन बताएगा?",
            "ನಾನು ಆಸ್ಪತ್ರೆಯಲ್ಲಿದ್ದರೆ ನನ್ನ ಕುಟುಂಬಕ್ಕೆ ಯಾರು ತಿಳಿಸುತ್ತಾರೆ?",
          ],
          [
            "The assistance line informs the contact you name when you buy, and keeps them updated.",
            "सहायता लाइन खरीदते समय आपके बताए संपर्क को सूचित करती है और उन्हें जानकारी देती रहती है।",
            "ಖರೀದಿ ವೇಳೆ ನೀವು ಹೆಸರಿಸಿದ ಸಂಪರ್ಕಕ್ಕೆ ಸಹಾಯವಾಣಿ ತಿಳಿಸುತ್ತದೆ ಮತ್ತು ಮಾಹಿತಿ ನೀಡುತ್ತಿರುತ್ತದೆ.",
          ],
        ],
      ],
    },
  ],
};
