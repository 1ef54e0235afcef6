/**
 * The remaining retail products (issue 16): more health variants, the COVID
 * covers IRDAI made standard in 2020, gift and cyber covers, and commercial
 * motor. Claim steps follow each product's family.
 */
import type { ProductFamily } from "./facts";
import { HEALTH } from "./health";
import { MOTOR } from "./motor";
import { HOME_PA } from "./home-pa";

export const HEALTH_VARIANTS: ProductFamily = {
  ...HEALTH,
  file: "0120-health-variants",
  products: [
    {
      key: "arogya-shield",
      basis: "illustrative",
      whoFor: [
        "Young individuals and couples who want essential hospital cover at a low premium, with the option to grow it later.",
        "युवा व्यक्ति और दंपति जो कम प्रीमियम पर जरूरी अस्पताल कवर चाहते हैं, जिसे बाद में बढ़ाने का विकल्प हो।",
        "ಕಡಿಮೆ ಪ್ರೀಮಿಯಂನಲ್ಲಿ ಅಗತ್ಯ ಆಸ್ಪತ್ರೆ ರಕ್ಷಣೆ ಬಯಸುವ, ನಂತರ ಅದನ್ನು ಹೆಚ್ಚಿಸುವ ಆಯ್ಕೆಯಿರುವ ಯುವ ವ್ಯಕ್ತಿಗಳು ಮತ್ತು ದಂಪತಿ.",
      ],
      covered: [
        [
          "Hospital stays, day care and ambulance up to ₹2,000 per admission",
          "अस्पताल में भर्ती, डे-केयर और प्रति भर्ती ₹2,000 तक एम्बुलेंस",
          "ಆಸ್ಪತ್ರೆ ದಾಖಲಾತಿ, ಡೇ-ಕೇರ್ ಮತ್ತು ಪ್ರತಿ ದಾಖಲಾತಿಗೆ ₹2,000 ವರೆಗೆ ಆಂಬ್ಯುಲೆನ್ಸ್",
        ],
        [
          "Pre-hospitalisation of 30 days and post-hospitalisation of 60 days",
          "भर्ती से 30 दिन पहले और 60 दिन बाद के खर्च",
          "ದಾಖಲಾತಿಗೆ 30 ದಿನ ಮೊದಲು ಮತ್ತು 60 ದಿನ ನಂತರದ ವೆಚ್ಚ",
        ],
      ],
      notCovered: [
        ["Rooms above a single private room", "एकल निजी कमरे से ऊँची श्रेणी के कमरे", "ಏಕ ಖಾಸಗಿ ಕೊಠಡಿಗಿಂತ ಮೇಲಿನ ವರ್ಗದ ಕೊಠಡಿಗಳು"],
      ],
      sumInsured: ["₹2 lakh to ₹10 lakh (indicative).", "₹2 लाख से ₹10 लाख (सांकेतिक)।", "₹2 ಲಕ್ಷದಿಂದ ₹10 ಲಕ್ಷ (ಸೂಚಕ)."],
      faqs: [
        [
          ["Can I raise my sum insured later?", "क्या बाद में बीमा राशि बढ़ा सकते हैं?", "ನಂತರ ವಿಮಾ ಮೊತ್ತ ಹೆಚ್ಚಿಸಬಹುದೇ?"],
          [
            "Yes, at renewal, subject to underwriting; the waiting periods apply afresh to the added amount.",
            "हाँ, नवीनीकरण पर, जोखिम आकलन के अधीन; बढ़ाई गई राशि पर प्रतीक्षा अवधि नए सिरे से लागू होती है।",
            "ಹೌದು, ನವೀಕರಣದಲ್ಲಿ, ಅಪಾಯ ಮೌಲ್ಯಮಾಪನಕ್ಕೆ ಒಳಪಟ್ಟು; ಸೇರಿಸಿದ ಮೊತ್ತಕ್ಕೆ ಕಾಯುವ ಅವಧಿ ಹೊಸದಾಗಿ ಅನ್ವಯ.",
          ],
        ],
      ],
    },
    {
      key: "health-booster-top-up",
      basis: "illustrative",
      whoFor: [
        "Holders of any health policy who want to raise their cover to ₹25 lakh or more without replacing the policy they have.",
        "किसी भी स्वास्थ्य पॉलिसी के धारक जो अपनी मौजूदा पॉलिसी बदले बिना कवर ₹25 लाख या अधिक तक बढ़ाना चाहते हैं।",
        "ಈಗಿರುವ ಪಾಲಿಸಿಯನ್ನು ಬದಲಿಸದೆ ರಕ್ಷಣೆಯನ್ನು ₹25 ಲಕ್ಷ ಅಥವಾ ಹೆಚ್ಚಿಗೆ ಏರಿಸಲು ಬಯಸುವ ಯಾವುದೇ ಆರೋಗ್ಯ ಪಾಲಿಸಿದಾರರು.",
      ],
      covered: [
        [
          "Hospital costs above the deductible, claim by claim",
          "हर दावे में कटौती से ऊपर का अस्पताल खर्च",
          "ಪ್ರತಿ ಕ್ಲೇಮ್‌ನಲ್ಲಿ ಕಡಿತ ಮೊತ್ತದ ಮೇಲಿನ ಆಸ್ಪತ್ರೆ ವೆಚ್ಚ",
        ],
        ["Day care, AYUSH and organ donor expenses", "डे-केयर, AYUSH और अंगदाता का खर्च", "ಡೇ-ಕೇರ್, AYUSH ಮತ್ತು ಅಂಗದಾನಿಯ ವೆಚ್ಚ"],
      ],
      notCovered: [["Costs within the deductible", "कटौती के भीतर का खर्च", "ಕಡಿತ ಮೊತ್ತದೊಳಗಿನ ವೆಚ್ಚ"]],
      sumInsured: [
        "₹5 lakh to ₹25 lakh above a deductible of ₹2 lakh to ₹5 lakh (indicative).",
        "₹2 लाख से ₹5 लाख के कटौती के ऊपर ₹5 लाख से ₹25 लाख (सांकेतिक)।",
        "₹2 ಲಕ್ಷದಿಂದ ₹5 ಲಕ್ಷದ ಕಡಿತ ಮೊತ್ತದ ಮೇಲೆ ₹5 ಲಕ್ಷದಿಂದ ₹25 ಲಕ್ಷ (ಸೂಚಕ).",
      ],
      deductibles: [
        [
          ["Deductible per claim", "प्रति दावा कटौती", "ಪ್ರತಿ ಕ್ಲೇಮ್ ಕಡಿತ ಮೊತ್ತ"],
          ["₹2 lakh, ₹3 lakh or ₹5 lakh", "₹2 लाख, ₹3 लाख या ₹5 लाख", "₹2 ಲಕ್ಷ, ₹3 ಲಕ್ಷ ಅಥವಾ ₹5 ಲಕ್ಷ"],
        ],
      ],
      faqs: [
        [
          [
            "Can I claim under both policies for one bill?",
            "क्या एक बिल पर दोनों पॉलिसियों में दावा कर सकते हैं?",
            "ಒಂದು ಬಿಲ್‌ಗೆ ಎರಡೂ ಪಾಲಿಸಿಗಳಲ್ಲಿ ಕ್ಲೇಮ್ ಮಾಡಬಹುದೇ?",
          ],
          [
            "Yes: your base policy pays up to its limit, and the booster pays the part above the deductible.",
            "हाँ: मूल पॉलिसी अपनी सीमा तक चुकाती है, और बूस्टर कटौती से ऊपर का हिस्सा।",
            "ಹೌದು: ಮೂಲ ಪಾಲಿಸಿ ತನ್ನ ಮಿತಿಯವರೆಗೆ ಪಾವತಿಸುತ್ತದೆ, ಬೂಸ್ಟರ್ ಕಡಿತ ಮೊತ್ತದ ಮೇಲಿನ ಭಾಗ ಪಾವತಿಸುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "arogya-sanjeevani-micro",
      basis: "illustrative",
      whoFor: [
        "Low-income families and members of self-help groups who need basic hospital cover at a premium of a few hundred rupees.",
        "कम आय वाले परिवार और स्वयं सहायता समूहों के सदस्य जिन्हें कुछ सौ रुपये के प्रीमियम पर बुनियादी अस्पताल कवर चाहिए।",
        "ಕೆಲವು ನೂರು ರೂಪಾಯಿ ಪ್ರೀಮಿಯಂನಲ್ಲಿ ಮೂಲ ಆಸ್ಪತ್ರೆ ರಕ್ಷಣೆ ಬೇಕಾದ ಕಡಿಮೆ ಆದಾಯದ ಕುಟುಂಬಗಳು ಮತ್ತು ಸ್ವಸಹಾಯ ಗುಂಪುಗಳ ಸದಸ್ಯರು.",
      ],
      covered: [
        [
          "The standard Arogya Sanjeevani covers, with a smaller sum insured",
          "मानक आरोग्य संजीवनी के कवर, कम बीमा राशि के साथ",
          "ಪ್ರಮಾಣಿತ ಆರೋಗ್ಯ ಸಂಜೀವಿನಿಯ ರಕ್ಷಣೆಗಳು, ಕಡಿಮೆ ವಿಮಾ ಮೊತ್ತದೊಂದಿಗೆ",
        ],
        [
          "AYUSH treatment and cataract surgery within limits",
          "सीमाओं में AYUSH उपचार और मोतियाबिंद सर्जरी",
          "ಮಿತಿಯೊಳಗೆ AYUSH ಚಿಕಿತ್ಸೆ ಮತ್ತು ಕಣ್ಣಿನ ಪೊರೆ ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ",
        ],
      ],
      notCovered: [["5% co-payment on every claim", "हर दावे पर 5% सह-भुगतान", "ಪ್ರತಿ ಕ್ಲೇಮ್‌ಗೆ 5% ಸಹ-ಪಾವತಿ"]],
      sumInsured: [
        "₹50,000 to ₹2 lakh, sold through micro-insurance agents and partner institutions (indicative).",
        "₹50,000 से ₹2 लाख, सूक्ष्म बीमा एजेंटों और सहयोगी संस्थाओं के माध्यम से (सांकेतिक)।",
        "₹50,000 ರಿಂದ ₹2 ಲಕ್ಷ, ಸೂಕ್ಷ್ಮ ವಿಮಾ ಏಜೆಂಟರು ಮತ್ತು ಸಹಭಾಗಿ ಸಂಸ್ಥೆಗಳ ಮೂಲಕ (ಸೂಚಕ).",
      ],
      faqs: [
        [
          ["Where can I buy it?", "इसे कहाँ से खरीद सकते हैं?", "ಇದನ್ನು ಎಲ್ಲಿ ಖರೀದಿಸಬಹುದು?"],
          [
            "From our micro-insurance agents, self-help groups and partner banks, or ask for a call-back here.",
            "हमारे सूक्ष्म बीमा एजेंटों, स्वयं सहायता समूहों और सहयोगी बैंकों से, या यहाँ कॉल-बैक का अनुरोध करें।",
            "ನಮ್ಮ ಸೂಕ್ಷ್ಮ ವಿಮಾ ಏಜೆಂಟರು, ಸ್ವಸಹಾಯ ಗುಂಪುಗಳು ಮತ್ತು ಸಹಭಾಗಿ ಬ್ಯಾಂಕ್‌ಗಳಿಂದ, ಅಥವಾ ಇಲ್ಲಿ ಮರಳಿ ಕರೆಗೆ ವಿನಂತಿಸಿ.",
          ],
        ],
      ],
    },
    {
      key: "covid-19",
      basis: "public",
      whoFor: [
        "Anyone checking how COVID-19 treatment is covered today: every comprehensive health policy pays for COVID-19 hospitalisation like any other illness.",
        "कोई भी जो जानना चाहता है कि आज COVID-19 का इलाज कैसे कवर होता है: हर व्यापक स्वास्थ्य पॉलिसी COVID-19 की भर्ती का भुगतान किसी भी अन्य बीमारी की तरह करती है।",
        "ಇಂದು COVID-19 ಚಿಕಿತ್ಸೆ ಹೇಗೆ ರಕ್ಷಿತ ಎಂದು ತಿಳಿಯಲು ಬಯಸುವ ಯಾರಾದರೂ: ಪ್ರತಿ ಸಮಗ್ರ ಆರೋಗ್ಯ ಪಾಲಿಸಿ COVID-19 ದಾಖಲಾತಿಗೆ ಇತರ ಕಾಯಿಲೆಗಳಂತೆಯೇ ಪಾವತಿಸುತ್ತದೆ.",
      ],
      covered: [
        [
          "Hospitalisation for COVID-19 under our health policies, as for any illness",
          "हमारी स्वास्थ्य पॉलिसियों में COVID-19 के लिए भर्ती, किसी भी बीमारी की तरह",
          "ನಮ್ಮ ಆರೋಗ್ಯ ಪಾಲಿಸಿಗಳಲ್ಲಿ COVID-19 ದಾಖಲಾತಿ, ಯಾವುದೇ ಕಾಯಿಲೆಯಂತೆ",
        ],
        [
          "Home care treatment where the policy includes it",
          "जहाँ पॉलिसी में शामिल हो, वहाँ घर पर देखभाल का इलाज",
          "ಪಾಲಿಸಿಯಲ್ಲಿ ಇದ್ದರೆ ಮನೆಯಲ್ಲೇ ಆರೈಕೆ ಚಿಕಿತ್ಸೆ",
        ],
      ],
      notCovered: [
        [
          "New Corona Kavach and Corona Rakshak policies: IRDAI's short-term COVID covers are no longer sold",
          "नई कोरोना कवच और कोरोना रक्षक पॉलिसियाँ: IRDAI के अल्पकालिक COVID कवर अब नहीं बिकते",
          "ಹೊಸ ಕೊರೊನಾ ಕವಚ ಮತ್ತು ಕೊರೊನಾ ರಕ್ಷಕ ಪಾಲಿಸಿಗಳು: IRDAI ಯ ಅಲ್ಪಾವಧಿ COVID ರಕ್ಷಣೆಗಳು ಈಗ ಮಾರಾಟವಿಲ್ಲ",
        ],
      ],
      sumInsured: [
        "That of the health policy you hold.",
        "आपकी स्वास्थ्य पॉलिसी की बीमा राशि।",
        "ನಿಮ್ಮ ಆರೋಗ್ಯ ಪಾಲಿಸಿಯ ವಿಮಾ ಮೊತ್ತ.",
      ],
      faqs: [
        [
          [
            "I hold an old Corona Kavach policy. What now?",
            "मेरे पास पुरानी कोरोना कवच पॉलिसी है। अब क्या?",
            "ನನ್ನ ಬಳಿ ಹಳೆಯ ಕೊರೊನಾ ಕವಚ ಪಾಲಿಸಿ ಇದೆ. ಈಗೇನು?",
          ],
          [
            "It ran until its end date and cannot be renewed; move to a regular health policy, where COVID-19 is covered.",
            "वह अपनी समाप्ति तिथि तक चली और उसका नवीनीकरण नहीं हो सकता; नियमित स्वास्थ्य पॉलिसी लें, जिसमें COVID-19 कवर है।",
            "ಅದು ತನ್ನ ಮುಕ್ತಾಯ ದಿನಾಂಕದವರೆಗೆ ಇತ್ತು, ನವೀಕರಿಸಲಾಗದು; COVID-19 ರಕ್ಷಿತವಾಗಿರುವ ಸಾಮಾನ್ಯ ಆರೋಗ್ಯ ಪಾಲಿಸಿಗೆ ಬದಲಿಸಿ.",
          ],
        ],
      ],
    },
  ],
};

/** IRDAI's standard COVID-19 covers of 2020 (indemnity and benefit); their terms were fixed by IRDAI. */
export const COVID_STANDARD: ProductFamily = {
  ...HEALTH,
  file: "0130-covid-standard",
  products: [
    {
      key: "covid-kavach",
      basis: "public",
      whoFor: [
        "People of 18 to 65 and their families who wanted a short-term policy paying COVID-19 treatment bills, in the standard form IRDAI set for every insurer.",
        "18 से 65 वर्ष के लोग और उनके परिवार जो COVID-19 के इलाज के बिल चुकाने वाली अल्पकालिक पॉलिसी चाहते थे, IRDAI द्वारा हर बीमा कंपनी के लिए तय मानक रूप में।",
        "IRDAI ಪ್ರತಿ ವಿಮಾ ಕಂಪನಿಗೆ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಮಾಣಿತ ರೂಪದಲ್ಲಿ COVID-19 ಚಿಕಿತ್ಸಾ ಬಿಲ್ ಪಾವತಿಸುವ ಅಲ್ಪಾವಧಿ ಪಾಲಿಸಿ ಬಯಸಿದ 18 ರಿಂದ 65 ವರ್ಷದವರು ಮತ್ತು ಅವರ ಕುಟುಂಬಗಳು.",
      ],
      covered: [
        [
          "Hospitalisation for COVID-19 for at least 24 hours, with pre- and post-hospitalisation costs",
          "कम से कम 24 घंटे की COVID-19 भर्ती, भर्ती से पहले और बाद के खर्च सहित",
          "ಕನಿಷ್ಠ 24 ಗಂಟೆಗಳ COVID-19 ದಾಖಲಾತಿ, ದಾಖಲಾತಿಗೆ ಮೊದಲು ಮತ್ತು ನಂತರದ ವೆಚ್ಚ ಸಹಿತ",
        ],
        [
          "Home care treatment for up to 14 days, and AYUSH treatment",
          "14 दिनों तक घर पर देखभाल का इलाज, और AYUSH उपचार",
          "14 ದಿನಗಳವರೆಗೆ ಮನೆಯಲ್ಲೇ ಆರೈಕೆ ಚಿಕಿತ್ಸೆ ಮತ್ತು AYUSH ಚಿಕಿತ್ಸೆ",
        ],
      ],
      notCovered: [
        [
          "Diagnosis in the first 15 days of cover, and tests without hospitalisation",
          "कवर के पहले 15 दिनों में निदान, और बिना भर्ती के जाँच",
          "ರಕ್ಷಣೆಯ ಮೊದಲ 15 ದಿನಗಳಲ್ಲಿ ರೋಗನಿರ್ಣಯ ಮತ್ತು ದಾಖಲಾತಿ ಇಲ್ಲದ ಪರೀಕ್ಷೆಗಳು",
        ],
      ],
      sumInsured: [
        "₹50,000 to ₹5 lakh, for 3½, 6½ or 9½ months.",
        "₹50,000 से ₹5 लाख, 3½, 6½ या 9½ महीनों के लिए।",
        "₹50,000 ರಿಂದ ₹5 ಲಕ್ಷ, 3½, 6½ ಅಥವಾ 9½ ತಿಂಗಳುಗಳಿಗೆ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["15 days", "15 दिन", "15 ದಿನ"],
        ],
      ],
      faqs: [],
    },
    {
      key: "corona-rakshak",
      basis: "public",
      whoFor: [
        "People of 18 to 65 who wanted a lump sum if COVID-19 put them in hospital, whatever the bills, in IRDAI's standard benefit form.",
        "18 से 65 वर्ष के लोग जो COVID-19 से अस्पताल में भर्ती होने पर, बिल जितना भी हो, एकमुश्त राशि चाहते थे, IRDAI के मानक लाभ रूप में।",
        "COVID-19 ನಿಂದ ಆಸ್ಪತ್ರೆಗೆ ದಾಖಲಾದರೆ ಬಿಲ್ ಎಷ್ಟೇ ಇರಲಿ ಒಂದೇ ಮೊತ್ತ ಬಯಸಿದ 18 ರಿಂದ 65 ವರ್ಷದವರು, IRDAI ಪ್ರಮಾಣಿತ ಪ್ರಯೋಜನ ರೂಪದಲ್ಲಿ.",
      ],
      covered: [
        [
          "100% of the sum insured on hospitalisation of at least 72 hours after a positive COVID-19 test",
          "COVID-19 जाँच पॉज़िटिव आने के बाद कम से कम 72 घंटे भर्ती रहने पर बीमा राशि का 100%",
          "COVID-19 ಪರೀಕ್ಷೆ ಪಾಸಿಟಿವ್ ಬಂದ ನಂತರ ಕನಿಷ್ಠ 72 ಗಂಟೆಗಳ ದಾಖಲಾತಿಗೆ ವಿಮಾ ಮೊತ್ತದ 100%",
        ],
        [
          "Paid once, on top of any other health policy",
          "एक बार भुगतान, किसी भी अन्य स्वास्थ्य पॉलिसी के अतिरिक्त",
          "ಒಮ್ಮೆ ಪಾವತಿ, ಯಾವುದೇ ಇತರ ಆರೋಗ್ಯ ಪಾಲಿಸಿಯ ಜೊತೆಗೆ",
        ],
      ],
      notCovered: [
        [
          "Home treatment and hospital stays shorter than 72 hours",
          "घर पर इलाज और 72 घंटे से कम की भर्ती",
          "ಮನೆಯಲ್ಲೇ ಚಿಕಿತ್ಸೆ ಮತ್ತು 72 ಗಂಟೆಗಿಂತ ಕಡಿಮೆ ದಾಖಲಾತಿ",
        ],
      ],
      sumInsured: [
        "₹50,000 to ₹2.5 lakh, for 3½, 6½ or 9½ months.",
        "₹50,000 से ₹2.5 लाख, 3½, 6½ या 9½ महीनों के लिए।",
        "₹50,000 ರಿಂದ ₹2.5 ಲಕ್ಷ, 3½, 6½ ಅಥವಾ 9½ ತಿಂಗಳುಗಳಿಗೆ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["15 days", "15 दिन", "15 ದಿನ"],
        ],
      ],
      faqs: [],
    },
  ],
};

export const PERSONAL_MORE: ProductFamily = {
  ...HOME_PA,
  file: "0310-personal-more",
  products: [
    {
      key: "group-personal-accident-insurance",
      basis: "public",
      whoFor: [
        "Employers, associations and lenders who want accident cover for a group of people under one policy, with the members named or counted.",
        "नियोक्ता, संघ और ऋणदाता जो एक पॉलिसी में लोगों के समूह के लिए दुर्घटना कवर चाहते हैं, सदस्यों के नाम या संख्या के साथ।",
        "ಸದಸ್ಯರ ಹೆಸರು ಅಥವಾ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಒಂದೇ ಪಾಲಿಸಿಯಲ್ಲಿ ಜನರ ಗುಂಪಿಗೆ ಅಪಘಾತ ರಕ್ಷಣೆ ಬಯಸುವ ಉದ್ಯೋಗದಾತರು, ಸಂಘಗಳು ಮತ್ತು ಸಾಲದಾತರು.",
      ],
      covered: [
        [
          "Accidental death and permanent total or partial disability, around the clock or on duty only",
          "दुर्घटना में मृत्यु और स्थायी पूर्ण या आंशिक विकलांगता, चौबीसों घंटे या केवल ड्यूटी पर",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವು ಮತ್ತು ಶಾಶ್ವತ ಸಂಪೂರ್ಣ ಅಥವಾ ಭಾಗಶಃ ಅಂಗವೈಕಲ್ಯ, ದಿನದ 24 ಗಂಟೆ ಅಥವಾ ಕರ್ತವ್ಯದಲ್ಲಿ ಮಾತ್ರ",
        ],
        [
          "Temporary total disability and medical expenses, if chosen",
          "चुनने पर अस्थायी पूर्ण विकलांगता और चिकित्सा खर्च",
          "ಆರಿಸಿದರೆ ತಾತ್ಕಾಲಿಕ ಸಂಪೂರ್ಣ ಅಂಗವೈಕಲ್ಯ ಮತ್ತು ವೈದ್ಯಕೀಯ ವೆಚ್ಚ",
        ],
      ],
      notCovered: [
        [
          "Injury from war, intoxication or intentional self-harm",
          "युद्ध, नशे या जानबूझकर खुद को पहुँचाई चोट",
          "ಯುದ್ಧ, ಅಮಲು ಅಥವಾ ಉದ್ದೇಶಪೂರ್ವಕ ಸ್ವಯಂ ಹಾನಿಯಿಂದ ಆದ ಗಾಯ",
        ],
      ],
      sumInsured: [
        "A fixed amount per member, or a multiple of each member's monthly salary.",
        "प्रति सदस्य तय राशि, या हर सदस्य के मासिक वेतन का गुणक।",
        "ಪ್ರತಿ ಸದಸ್ಯರಿಗೆ ನಿಗದಿತ ಮೊತ್ತ ಅಥವಾ ಪ್ರತಿ ಸದಸ್ಯರ ಮಾಸಿಕ ವೇತನದ ಗುಣಕ.",
      ],
      faqs: [
        [
          ["How many members make a group?", "समूह में कितने सदस्य होने चाहिए?", "ಗುಂಪಿನಲ್ಲಿ ಎಷ್ಟು ಸದಸ್ಯರಿರಬೇಕು?"],
          [
            "At least 7 people who belong to the group for a reason other than buying insurance.",
            "कम से कम 7 लोग, जो बीमा खरीदने के अलावा किसी और कारण से समूह में हों।",
            "ವಿಮಾ ಖರೀದಿಸುವುದಲ್ಲದೆ ಬೇರೆ ಕಾರಣಕ್ಕೆ ಗುಂಪಿನಲ್ಲಿರುವ ಕನಿಷ್ಠ 7 ಜನರು.",
          ],
        ],
      ],
    },
    {
      key: "shagun",
      basis: "illustrative",
      whoFor: [
        "Anyone giving a gift that lasts: a year of accident and hospital cash protection bought in the name of a family member or friend for a wedding, birthday or festival.",
        "टिकाऊ उपहार देने वाला कोई भी व्यक्ति: शादी, जन्मदिन या त्योहार पर परिवार के सदस्य या मित्र के नाम पर एक वर्ष का दुर्घटना और अस्पताल नकद सुरक्षा कवर।",
        "ಉಳಿಯುವ ಉಡುಗೊರೆ ನೀಡುವ ಯಾರಾದರೂ: ಮದುವೆ, ಹುಟ್ಟುಹಬ್ಬ ಅಥವಾ ಹಬ್ಬಕ್ಕೆ ಕುಟುಂಬದ ಸದಸ್ಯರು ಅಥವಾ ಸ್ನೇಹಿತರ ಹೆಸರಿನಲ್ಲಿ ಒಂದು ವರ್ಷದ ಅಪಘಾತ ಮತ್ತು ಆಸ್ಪತ್ರೆ ನಗದು ರಕ್ಷಣೆ.",
      ],
      covered: [
        [
          "Accidental death and permanent disability",
          "दुर्घटना में मृत्यु और स्थायी विकलांगता",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವು ಮತ್ತು ಶಾಶ್ವತ ಅಂಗವೈಕಲ್ಯ",
        ],
        [
          "A daily cash amount for hospital stays after an accident",
          "दुर्घटना के बाद अस्पताल में रहने पर दैनिक नकद राशि",
          "ಅಪಘಾತದ ನಂತರ ಆಸ್ಪತ್ರೆ ವಾಸಕ್ಕೆ ದೈನಂದಿನ ನಗದು ಮೊತ್ತ",
        ],
      ],
      notCovered: [
        [
          "Illness: the gift cover is for accidents",
          "बीमारी: उपहार कवर दुर्घटनाओं के लिए है",
          "ಅನಾರೋಗ್ಯ: ಉಡುಗೊರೆ ರಕ್ಷಣೆ ಅಪಘಾತಗಳಿಗೆ",
        ],
      ],
      sumInsured: [
        "Gift values of ₹1 lakh, ₹2 lakh and ₹5 lakh (indicative).",
        "₹1 लाख, ₹2 लाख और ₹5 लाख के उपहार मूल्य (सांकेतिक)।",
        "₹1 ಲಕ್ಷ, ₹2 ಲಕ್ಷ ಮತ್ತು ₹5 ಲಕ್ಷದ ಉಡುಗೊರೆ ಮೌಲ್ಯಗಳು (ಸೂಚಕ).",
      ],
      faqs: [
        [
          [
            "What does the person receiving the gift need to do?",
            "उपहार पाने वाले को क्या करना होता है?",
            "ಉಡುಗೊರೆ ಪಡೆಯುವವರು ಏನು ಮಾಡಬೇಕು?",
          ],
          [
            "Nothing but accept it: we send them the policy by SMS and e-mail with their nominee's details to confirm.",
            "केवल स्वीकार करना: हम उन्हें SMS और ईमेल से पॉलिसी भेजते हैं, नामांकित व्यक्ति का विवरण पुष्टि के लिए।",
            "ಸ್ವೀಕರಿಸುವುದು ಮಾತ್ರ: ನಾಮನಿರ್ದೇಶಿತರ ವಿವರ ಖಚಿತಪಡಿಸಲು ನಾವು SMS ಮತ್ತು ಇಮೇಲ್ ಮೂಲಕ ಪಾಲಿಸಿ ಕಳುಹಿಸುತ್ತೇವೆ.",
          ],
        ],
      ],
    },
    {
      key: "cyber-vault",
      basis: "public",
      whoFor: [
        "Individuals and families who bank, shop and pay online, and want their money and identity protected from fraud and attacks.",
        "ऑनलाइन बैंकिंग, खरीदारी और भुगतान करने वाले व्यक्ति और परिवार, जो अपने पैसे और पहचान को धोखाधड़ी और हमलों से बचाना चाहते हैं।",
        "ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬ್ಯಾಂಕಿಂಗ್, ಖರೀದಿ ಮತ್ತು ಪಾವತಿ ಮಾಡುವ, ತಮ್ಮ ಹಣ ಮತ್ತು ಗುರುತನ್ನು ವಂಚನೆ ಹಾಗೂ ದಾಳಿಗಳಿಂದ ರಕ್ಷಿಸಲು ಬಯಸುವ ವ್ಯಕ್ತಿಗಳು ಮತ್ತು ಕುಟುಂಬಗಳು.",
      ],
      covered: [
        [
          "Money lost through unauthorised online transactions, phishing and SIM swap fraud",
          "अनधिकृत ऑनलाइन लेन-देन, फ़िशिंग और सिम स्वैप धोखाधड़ी से गया पैसा",
          "ಅನಧಿಕೃತ ಆನ್‌ಲೈನ್ ವಹಿವಾಟು, ಫಿಶಿಂಗ್ ಮತ್ತು ಸಿಮ್ ಸ್ವ್ಯಾಪ್ ವಂಚನೆಯಿಂದ ಕಳೆದ ಹಣ",
        ],
        [
          "Identity theft, cyber bullying and stalking: legal costs and counselling",
          "पहचान की चोरी, साइबर धमकी और पीछा करना: कानूनी खर्च और परामर्श",
          "ಗುರುತಿನ ಕಳ್ಳತನ, ಸೈಬರ್ ಬೆದರಿಕೆ ಮತ್ತು ಹಿಂಬಾಲಿಸುವಿಕೆ: ಕಾನೂನು ವೆಚ್ಚ ಮತ್ತು ಆಪ್ತಸಮಾಲೋಚನೆ",
        ],
        [
          "Restoring data and devices after malware or ransomware",
          "मैलवेयर या रैनसमवेयर के बाद डेटा और उपकरणों की बहाली",
          "ಮಾಲ್‌ವೇರ್ ಅಥವಾ ರ್ಯಾನ್ಸಮ್‌ವೇರ್ ನಂತರ ಡೇಟಾ ಮತ್ತು ಸಾಧನಗಳ ಪುನಃಸ್ಥಾಪನೆ",
        ],
      ],
      notCovered: [
        [
          "Losses you do not report to your bank and the police (cybercrime.gov.in) within the time the policy sets",
          "ऐसा नुकसान जिसकी सूचना पॉलिसी में तय समय में बैंक और पुलिस (साइबर अपराध पोर्टल) को न दी गई हो",
          "ಪಾಲಿಸಿ ನಿಗದಿಪಡಿಸಿದ ಸಮಯದಲ್ಲಿ ಬ್ಯಾಂಕ್ ಮತ್ತು ಪೊಲೀಸರಿಗೆ (ಸೈಬರ್ ಅಪರಾಧ ಪೋರ್ಟಲ್) ತಿಳಿಸದ ನಷ್ಟ",
        ],
      ],
      sumInsured: [
        "₹50,000 to ₹1 crore, for the individual or the family.",
        "₹50,000 से ₹1 करोड़, व्यक्ति या परिवार के लिए।",
        "₹50,000 ರಿಂದ ₹1 ಕೋಟಿ, ವ್ಯಕ್ತಿ ಅಥವಾ ಕುಟುಂಬಕ್ಕೆ.",
      ],
      faqs: [
        [
          [
            "What should I do first after an online fraud?",
            "ऑनलाइन धोखाधड़ी के बाद सबसे पहले क्या करें?",
            "ಆನ್‌ಲೈನ್ ವಂಚನೆಯ ನಂತರ ಮೊದಲು ಏನು ಮಾಡಬೇಕು?",
          ],
          [
            "Call 1930 (the national cybercrime helpline) and your bank at once, then tell us.",
            "तुरंत 1930 (राष्ट्रीय साइबर अपराध हेल्पलाइन) और अपने बैंक को कॉल करें, फिर हमें बताएँ।",
            "ತಕ್ಷಣ 1930 (ರಾಷ್ಟ್ರೀಯ ಸೈಬರ್ ಅಪರಾಧ ಸಹಾಯವಾಣಿ) ಮತ್ತು ನಿಮ್ಮ ಬ್ಯಾಂಕ್‌ಗೆ ಕರೆ ಮಾಡಿ, ನಂತರ ನಮಗೆ ತಿಳಿಸಿ.",
          ],
        ],
      ],
    },
  ],
};

export const COMMERCIAL_MOTOR: ProductFamily = {
  ...MOTOR,
  file: "0010-commercial-motor",
  commonFaqs: [],
  products: [
    {
      key: "commercial-motor-insurance",
      basis: "public",
      whoFor: [
        "Owners of goods carriers, taxis, buses and other commercial vehicles, from a single auto-rickshaw to a fleet.",
        "माल वाहक, टैक्सी, बस और अन्य वाणिज्यिक वाहनों के मालिक, एक ऑटो-रिक्शा से लेकर पूरे बेड़े तक।",
        "ಸರಕು ಸಾಗಣೆ ವಾಹನ, ಟ್ಯಾಕ್ಸಿ, ಬಸ್ ಮತ್ತು ಇತರ ವಾಣಿಜ್ಯ ವಾಹನಗಳ ಮಾಲೀಕರು, ಒಂದು ಆಟೋ-ರಿಕ್ಷಾದಿಂದ ಇಡೀ ವಾಹನ ಸಮೂಹದವರೆಗೆ.",
      ],
      covered: [
        [
          "Damage to the vehicle from accident, fire, theft and natural disasters",
          "दुर्घटना, आग, चोरी और प्राकृतिक आपदाओं से वाहन का नुकसान",
          "ಅಪಘಾತ, ಬೆಂಕಿ, ಕಳ್ಳತನ ಮತ್ತು ನೈಸರ್ಗಿಕ ವಿಪತ್ತುಗಳಿಂದ ವಾಹನಕ್ಕೆ ಹಾನಿ",
        ],
        [
          "Liability to third parties and to passengers carried for hire",
          "तीसरे पक्ष और किराये पर ले जाए जा रहे यात्रियों के प्रति जिम्मेदारी",
          "ಥರ್ಡ್ ಪಾರ್ಟಿ ಮತ್ತು ಬಾಡಿಗೆಗೆ ಸಾಗಿಸುವ ಪ್ರಯಾಣಿಕರ ಬಗ್ಗೆ ಹೊಣೆಗಾರಿಕೆ",
        ],
        [
          "Legal liability to the paid driver, cleaner and conductor",
          "वेतनभोगी चालक, क्लीनर और कंडक्टर के प्रति कानूनी जिम्मेदारी",
          "ಸಂಬಳದ ಚಾಲಕ, ಕ್ಲೀನರ್ ಮತ್ತು ನಿರ್ವಾಹಕರ ಬಗ್ಗೆ ಕಾನೂನು ಹೊಣೆಗಾರಿಕೆ",
        ],
      ],
      notCovered: [
        [
          "Overloading beyond the registered capacity, and use without a valid permit or fitness certificate",
          "पंजीकृत क्षमता से अधिक माल लादना, और वैध परमिट या फ़िटनेस प्रमाणपत्र के बिना उपयोग",
          "ನೋಂದಾಯಿತ ಸಾಮರ್ಥ್ಯಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊರೆ ಮತ್ತು ಮಾನ್ಯ ಪರವಾನಗಿ ಅಥವಾ ಸಾಮರ್ಥ್ಯ ಪ್ರಮಾಣಪತ್ರ ಇಲ್ಲದೆ ಬಳಕೆ",
        ],
      ],
      sumInsured: [
        "The vehicle's IDV, by the tariff's depreciation for its age; third-party premiums by the vehicle's class and carrying capacity.",
        "वाहन का IDV, उसकी आयु के टैरिफ़ मूल्यह्रास के अनुसार; थर्ड-पार्टी प्रीमियम वाहन की श्रेणी और भार क्षमता के अनुसार।",
        "ವಾಹನದ IDV, ಅದರ ವಯಸ್ಸಿನ ದರಪಟ್ಟಿ ಸವಕಳಿಯಂತೆ; ಥರ್ಡ್-ಪಾರ್ಟಿ ಪ್ರೀಮಿಯಂ ವಾಹನದ ವರ್ಗ ಮತ್ತು ಸಾಗಣೆ ಸಾಮರ್ಥ್ಯದಂತೆ.",
      ],
      faqs: [
        [
          [
            "Can I insure my whole fleet on one policy?",
            "क्या पूरे बेड़े का एक पॉलिसी में बीमा हो सकता है?",
            "ಇಡೀ ವಾಹನ ಸಮೂಹಕ್ಕೆ ಒಂದೇ ಪಾಲಿಸಿ ಸಾಧ್ಯವೇ?",
          ],
          [
            "Yes, with a fleet discount on the own-damage premium; request a call-back for a quotation.",
            "हाँ, ओन-डैमेज प्रीमियम पर बेड़ा छूट के साथ; कोटेशन के लिए कॉल-बैक का अनुरोध करें।",
            "ಹೌದು, ಸ್ವಂತ ಹಾನಿ ಪ್ರೀಮಿಯಂ ಮೇಲೆ ಸಮೂಹ ರಿಯಾಯಿತಿಯೊಂದಿಗೆ; ದರಪಟ್ಟಿಗಾಗಿ ಮರಳಿ ಕರೆಗೆ ವಿನಂತಿಸಿ.",
          ],
        ],
      ],
    },
    {
      key: "motor-commercial-trailer",
      basis: "illustrative",
      whoFor: [
        "Owners of trailers and semi-trailers drawn by a tractor or prime mover, in transport, agriculture or construction.",
        "ट्रैक्टर या प्राइम मूवर से खींचे जाने वाले ट्रेलर और सेमी-ट्रेलर के मालिक, परिवहन, कृषि या निर्माण में।",
        "ಸಾರಿಗೆ, ಕೃಷಿ ಅಥವಾ ನಿರ್ಮಾಣದಲ್ಲಿ ಟ್ರ್ಯಾಕ್ಟರ್ ಅಥವಾ ಪ್ರೈಮ್ ಮೂವರ್ ಎಳೆಯುವ ಟ್ರೇಲರ್ ಮತ್ತು ಸೆಮಿ-ಟ್ರೇಲರ್ ಮಾಲೀಕರು.",
      ],
      covered: [
        [
          "Damage to the trailer from accident, fire and natural disasters",
          "दुर्घटना, आग और प्राकृतिक आपदाओं से ट्रेलर का नुकसान",
          "ಅಪಘಾತ, ಬೆಂಕಿ ಮತ್ತು ನೈಸರ್ಗಿಕ ವಿಪತ್ತುಗಳಿಂದ ಟ್ರೇಲರ್‌ಗೆ ಹಾನಿ",
        ],
        [
          "Third-party liability while attached to the towing vehicle",
          "खींचने वाले वाहन से जुड़े रहने पर थर्ड-पार्टी जिम्मेदारी",
          "ಎಳೆಯುವ ವಾಹನಕ್ಕೆ ಜೋಡಿಸಿರುವಾಗ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ",
        ],
      ],
      notCovered: [
        [
          "The goods carried on the trailer: insure them under a transit policy",
          "ट्रेलर पर लदा माल: उसका बीमा परिवहन पॉलिसी में कराएँ",
          "ಟ್ರೇಲರ್‌ನಲ್ಲಿರುವ ಸರಕು: ಅದನ್ನು ಸಾಗಣೆ ಪಾಲಿಸಿಯಲ್ಲಿ ವಿಮೆ ಮಾಡಿ",
        ],
      ],
      sumInsured: ["The trailer's IDV, by its age.", "ट्रेलर का IDV, उसकी आयु के अनुसार।", "ಟ್ರೇಲರ್‌ನ IDV, ಅದರ ವಯಸ್ಸಿನಂತೆ."],
      faqs: [
        [
          [
            "Does the tractor's policy cover the trailer?",
            "क्या ट्रैक्टर की पॉलिसी ट्रेलर को कवर करती है?",
            "ಟ್ರ್ಯಾಕ್ಟರ್ ಪಾಲಿಸಿ ಟ್ರೇಲರ್ ಅನ್ನು ಒಳಗೊಳ್ಳುತ್ತದೆಯೇ?",
          ],
          [
            "Not for damage to the trailer itself; it needs its own cover, which may be added to the tractor's policy.",
            "ट्रेलर के अपने नुकसान के लिए नहीं; उसका अलग कवर चाहिए, जिसे ट्रैक्टर की पॉलिसी में जोड़ा जा सकता है।",
            "ಟ್ರೇಲರ್‌ಗೇ ಆದ ಹಾನಿಗೆ ಅಲ್ಲ; ಅದಕ್ಕೆ ಪ್ರತ್ಯೇಕ ರಕ್ಷಣೆ ಬೇಕು, ಅದನ್ನು ಟ್ರ್ಯಾಕ್ಟರ್ ಪಾಲಿಸಿಗೆ ಸೇರಿಸಬಹುದು.",
          ],
        ],
      ],
    },
    {
      key: "motor-trade-transit",
      basis: "illustrative",
      whoFor: [
        "Vehicle manufacturers and dealers moving new, unregistered vehicles by road from factory or stockyard to showroom.",
        "वाहन निर्माता और डीलर जो नए, अपंजीकृत वाहनों को कारखाने या स्टॉकयार्ड से शोरूम तक सड़क मार्ग से ले जाते हैं।",
        "ಹೊಸ, ನೋಂದಣಿಯಾಗದ ವಾಹನಗಳನ್ನು ಕಾರ್ಖಾನೆ ಅಥವಾ ದಾಸ್ತಾನು ಅಂಗಳದಿಂದ ಶೋರೂಂಗೆ ರಸ್ತೆ ಮೂಲಕ ಸಾಗಿಸುವ ವಾಹನ ತಯಾರಕರು ಮತ್ತು ಮಾರಾಟಗಾರರು.",
      ],
      covered: [
        [
          "Damage to vehicles driven or carried in transit under trade plates",
          "ट्रेड प्लेट पर चलाकर या लादकर ले जाए जा रहे वाहनों का नुकसान",
          "ಟ್ರೇಡ್ ಪ್ಲೇಟ್‌ನಲ್ಲಿ ಚಲಾಯಿಸಿ ಅಥವಾ ಹೇರಿ ಸಾಗಿಸುವ ವಾಹನಗಳಿಗೆ ಹಾನಿ",
        ],
        ["Third-party liability during the journey", "यात्रा के दौरान थर्ड-पार्टी जिम्मेदारी", "ಪ್ರಯಾಣದ ವೇಳೆ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ"],
      ],
      notCovered: [
        [
          "Vehicles used for any purpose other than delivery",
          "डिलीवरी के अलावा किसी और काम में लिए गए वाहन",
          "ವಿತರಣೆಯಲ್ಲದೆ ಬೇರೆ ಉದ್ದೇಶಕ್ಕೆ ಬಳಸಿದ ವಾಹನಗಳು",
        ],
      ],
      sumInsured: [
        "The invoice value of vehicles in transit, on an annual declaration basis.",
        "परिवहन में वाहनों का बिल मूल्य, वार्षिक घोषणा के आधार पर।",
        "ಸಾಗಣೆಯಲ್ಲಿರುವ ವಾಹನಗಳ ಬಿಲ್ ಮೌಲ್ಯ, ವಾರ್ಷಿಕ ಘೋಷಣೆ ಆಧಾರದಲ್ಲಿ.",
      ],
      faqs: [
        [
          ["How is the premium worked out?", "प्रीमियम कैसे तय होता है?", "ಪ್ರೀಮಿಯಂ ಹೇಗೆ ನಿರ್ಧಾರವಾಗುತ್ತದೆ?"],
          [
            "On the expected value moved in the year, adjusted at the end of the year to what you declared.",
            "वर्ष में ले जाए जाने वाले अनुमानित मूल्य पर, वर्ष के अंत में आपकी घोषणा के अनुसार समायोजित।",
            "ವರ್ಷದಲ್ಲಿ ಸಾಗಿಸುವ ಅಂದಾಜು ಮೌಲ್ಯದ ಮೇಲೆ, ವರ್ಷದ ಕೊನೆಯಲ್ಲಿ ನಿಮ್ಮ ಘೋಷಣೆಯಂತೆ ಹೊಂದಿಸಲಾಗುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "motor-trade-road-risk",
      basis: "illustrative",
      whoFor: [
        "Dealers and workshops whose staff drive customers' or stock vehicles on public roads for test drives, repairs and delivery.",
        "डीलर और वर्कशॉप जिनके कर्मचारी टेस्ट ड्राइव, मरम्मत और डिलीवरी के लिए ग्राहकों या स्टॉक के वाहन सार्वजनिक सड़कों पर चलाते हैं।",
        "ಪರೀಕ್ಷಾ ಚಾಲನೆ, ದುರಸ್ತಿ ಮತ್ತು ವಿತರಣೆಗಾಗಿ ಗ್ರಾಹಕರ ಅಥವಾ ದಾಸ್ತಾನು ವಾಹನಗಳನ್ನು ಸಾರ್ವಜನಿಕ ರಸ್ತೆಗಳಲ್ಲಿ ಸಿಬ್ಬಂದಿ ಓಡಿಸುವ ಮಾರಾಟಗಾರರು ಮತ್ತು ಕಾರ್ಯಾಗಾರಗಳು.",
      ],
      covered: [
        [
          "Damage to vehicles on the road under the dealer's trade plates",
          "डीलर की ट्रेड प्लेट पर सड़क पर वाहनों का नुकसान",
          "ಮಾರಾಟಗಾರರ ಟ್ರೇಡ್ ಪ್ಲೇಟ್‌ನಲ್ಲಿ ರಸ್ತೆಯಲ್ಲಿರುವ ವಾಹನಗಳಿಗೆ ಹಾನಿ",
        ],
        ["Third-party liability for those drives", "उन चालनों के लिए थर्ड-पार्टी जिम्मेदारी", "ಆ ಚಾಲನೆಗಳಿಗೆ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ"],
      ],
      notCovered: [
        [
          "Drives by anyone without a valid licence or not authorised by the dealer",
          "बिना वैध लाइसेंस या डीलर की अनुमति के बिना किसी का वाहन चलाना",
          "ಮಾನ್ಯ ಪರವಾನಗಿ ಇಲ್ಲದ ಅಥವಾ ಮಾರಾಟಗಾರರ ಅನುಮತಿಯಿಲ್ಲದವರ ಚಾಲನೆ",
        ],
      ],
      sumInsured: [
        "Per trade plate, up to the highest value of vehicle driven under it.",
        "प्रति ट्रेड प्लेट, उस पर चलाए जाने वाले सबसे महँगे वाहन के मूल्य तक।",
        "ಪ್ರತಿ ಟ್ರೇಡ್ ಪ್ಲೇಟ್‌ಗೆ, ಅದರಡಿ ಓಡಿಸುವ ಅತಿ ಹೆಚ್ಚು ಮೌಲ್ಯದ ವಾಹನದವರೆಗೆ.",
      ],
      faqs: [
        [
          ["Is a customer's test drive covered?", "क्या ग्राहक की टेस्ट ड्राइव कवर है?", "ಗ್ರಾಹಕರ ಪರೀಕ್ಷಾ ಚಾಲನೆ ರಕ್ಷಿತವೇ?"],
          [
            "Yes, when a licensed customer drives with the dealer's permission and a staff member on board.",
            "हाँ, जब लाइसेंसधारी ग्राहक डीलर की अनुमति से और साथ में कर्मचारी के होते चलाए।",
            "ಹೌದು, ಪರವಾನಗಿ ಹೊಂದಿದ ಗ್ರಾಹಕರು ಮಾರಾಟಗಾರರ ಅನುಮತಿಯೊಂದಿಗೆ ಸಿಬ್ಬಂದಿ ಜೊತೆಗಿರುವಾಗ ಓಡಿಸಿದರೆ.",
          ],
        ],
      ],
    },
    {
      key: "motor-trade-internal-risk",
      basis: "illustrative",
      whoFor: [
        "Dealers, showrooms and service centres holding vehicles on their premises, in stock or in for repair.",
        "डीलर, शोरूम और सर्विस सेंटर जिनके परिसर में वाहन स्टॉक में या मरम्मत के लिए रखे रहते हैं।",
        "ದಾಸ್ತಾನು ಅಥವಾ ದುರಸ್ತಿಗಾಗಿ ತಮ್ಮ ಆವರಣದಲ್ಲಿ ವಾಹನಗಳನ್ನು ಇರಿಸಿಕೊಳ್ಳುವ ಮಾರಾಟಗಾರರು, ಶೋರೂಂಗಳು ಮತ್ತು ಸೇವಾ ಕೇಂದ್ರಗಳು.",
      ],
      covered: [
        [
          "Vehicles on the premises against fire, flood, theft and damage while being worked on",
          "परिसर में वाहनों का आग, बाढ़, चोरी और काम के दौरान नुकसान से कवर",
          "ಆವರಣದಲ್ಲಿರುವ ವಾಹನಗಳಿಗೆ ಬೆಂಕಿ, ಪ್ರವಾಹ, ಕಳ್ಳತನ ಮತ್ತು ಕೆಲಸದ ವೇಳೆ ಹಾನಿಯಿಂದ ರಕ್ಷಣೆ",
        ],
        [
          "Damage while vehicles are moved within the premises by your staff",
          "आपके कर्मचारियों द्वारा परिसर के भीतर वाहन हटाते समय हुआ नुकसान",
          "ನಿಮ್ಮ ಸಿಬ್ಬಂದಿ ಆವರಣದೊಳಗೆ ವಾಹನಗಳನ್ನು ಸ್ಥಳಾಂತರಿಸುವಾಗ ಆದ ಹಾನಿ",
        ],
      ],
      notCovered: [
        [
          "Vehicles on public roads: that is road risk cover",
          "सार्वजनिक सड़कों पर वाहन: उसके लिए रोड रिस्क कवर है",
          "ಸಾರ್ವಜನಿಕ ರಸ್ತೆಯಲ್ಲಿರುವ ವಾಹನಗಳು: ಅದಕ್ಕೆ ರಸ್ತೆ ಅಪಾಯ ರಕ್ಷಣೆ ಇದೆ",
        ],
      ],
      sumInsured: [
        "The highest value of vehicles held on the premises at any time.",
        "किसी भी समय परिसर में रखे वाहनों का अधिकतम मूल्य।",
        "ಯಾವುದೇ ಸಮಯದಲ್ಲಿ ಆವರಣದಲ್ಲಿರುವ ವಾಹನಗಳ ಗರಿಷ್ಠ ಮೌಲ್ಯ.",
      ],
      faqs: [
        [
          [
            "Are customers' cars in for service covered?",
            "क्या सर्विस के लिए आई ग्राहकों की कारें कवर हैं?",
            "ಸೇವೆಗೆ ಬಂದ ಗ್ರಾಹಕರ ಕಾರುಗಳು ರಕ್ಷಿತವೇ?",
          ],
          [
            "Yes, while in your custody on the premises named in the policy.",
            "हाँ, जब तक वे पॉलिसी में नामित परिसर में आपकी देखरेख में हैं।",
            "ಹೌದು, ಪಾಲಿಸಿಯಲ್ಲಿ ಹೆಸರಿಸಿದ ಆವರಣದಲ್ಲಿ ನಿಮ್ಮ ವಶದಲ್ಲಿರುವವರೆಗೆ.",
          ],
        ],
      ],
    },
  ],
};
