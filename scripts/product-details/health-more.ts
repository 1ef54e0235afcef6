/**
 * The rest of the health line (issue 16): the insurer's covers for a need
 * (critical illness, cancer, daily cash, seniors, children) and its top-ups.
 * Limits the insurer does not publish per page are indicative (`illustrative`).
 * Claim steps, exclusions and common questions are the health family's.
 */
import type { ProductFamily, Text } from "./facts";
import { HEALTH } from "./health";

const initial: readonly [Text, Text] = [
  ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
  ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
];
const ped: readonly [Text, Text] = [
  ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
  ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
];
const hospital: Text = [
  "Hospital stays of 24 hours or more: room, ICU, doctors, medicines and diagnostics",
  "24 घंटे या अधिक की भर्ती: कमरा, ICU, डॉक्टर, दवाइयाँ और जाँच",
  "24 ಗಂಟೆ ಅಥವಾ ಹೆಚ್ಚಿನ ದಾಖಲಾತಿ: ಕೊಠಡಿ, ICU, ವೈದ್ಯರು, ಔಷಧಿ ಮತ್ತು ಪರೀಕ್ಷೆಗಳು",
];
const prePost: Text = [
  "Costs 30 days before and 60 days after a hospital stay",
  "भर्ती से 30 दिन पहले और 60 दिन बाद के खर्च",
  "ದಾಖಲಾತಿಗೆ 30 ದಿನ ಮೊದಲು ಮತ್ತು 60 ದಿನ ನಂತರದ ವೆಚ್ಚ",
];

export const HEALTH_MORE: ProductFamily = {
  ...HEALTH,
  file: "0110-health-more",
  products: [
    {
      key: "super-topup-policy",
      basis: "illustrative",
      whoFor: [
        "People with a base or employer health cover who want protection against a year of several hospital bills: the deductible applies to the year's total, not to each claim.",
        "मूल या नियोक्ता स्वास्थ्य कवर वाले लोग जो एक वर्ष में कई अस्पताल बिलों से सुरक्षा चाहते हैं: कटौती वर्ष के कुल खर्च पर लगता है, हर दावे पर नहीं।",
        "ಮೂಲ ಅಥವಾ ಉದ್ಯೋಗದಾತರ ಆರೋಗ್ಯ ರಕ್ಷಣೆ ಇದ್ದು ವರ್ಷದಲ್ಲಿ ಹಲವು ಆಸ್ಪತ್ರೆ ಬಿಲ್‌ಗಳಿಂದ ರಕ್ಷಣೆ ಬಯಸುವವರು: ಕಡಿತ ಮೊತ್ತ ಪ್ರತಿ ಕ್ಲೇಮ್‌ಗಲ್ಲ, ವರ್ಷದ ಒಟ್ಟು ವೆಚ್ಚಕ್ಕೆ ಅನ್ವಯ.",
      ],
      covered: [
        [
          "Hospital costs once the year's total passes the deductible, from several admissions together",
          "कई भर्तियों को मिलाकर, वर्ष का कुल खर्च कटौती से अधिक होने पर अस्पताल का खर्च",
          "ಹಲವು ದಾಖಲಾತಿಗಳು ಸೇರಿ ವರ್ಷದ ಒಟ್ಟು ವೆಚ್ಚ ಕಡಿತ ಮೊತ್ತ ಮೀರಿದ ನಂತರ ಆಸ್ಪತ್ರೆ ವೆಚ್ಚ",
        ],
        prePost,
        [
          "Day-care procedures and organ donor expenses",
          "डे-केयर प्रक्रियाएँ और अंगदाता का खर्च",
          "ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆಗಳು ಮತ್ತು ಅಂಗದಾನಿಯ ವೆಚ್ಚ",
        ],
      ],
      notCovered: [
        [
          "Costs within the deductible in the policy year",
          "पॉलिसी वर्ष में कटौती के भीतर का खर्च",
          "ಪಾಲಿಸಿ ವರ್ಷದಲ್ಲಿ ಕಡಿತ ಮೊತ್ತದೊಳಗಿನ ವೆಚ್ಚ",
        ],
      ],
      sumInsured: [
        "From ₹5 lakh to ₹1 crore above a yearly deductible of ₹2 lakh to ₹10 lakh (indicative).",
        "₹2 लाख से ₹10 लाख के वार्षिक कटौती के ऊपर ₹5 लाख से ₹1 करोड़ तक (सांकेतिक)।",
        "₹2 ಲಕ್ಷದಿಂದ ₹10 ಲಕ್ಷದ ವಾರ್ಷಿಕ ಕಡಿತ ಮೊತ್ತದ ಮೇಲೆ ₹5 ಲಕ್ಷದಿಂದ ₹1 ಕೋಟಿವರೆಗೆ (ಸೂಚಕ).",
      ],
      waiting: [initial, ped],
      deductibles: [
        [
          ["Aggregate deductible", "कुल वार्षिक कटौती", "ಒಟ್ಟು ವಾರ್ಷಿಕ ಕಡಿತ"],
          [
            "Counted over all claims of the policy year",
            "पॉलिसी वर्ष के सभी दावों को मिलाकर गिना जाता है",
            "ಪಾಲಿಸಿ ವರ್ಷದ ಎಲ್ಲ ಕ್ಲೇಮ್‌ಗಳನ್ನು ಸೇರಿಸಿ ಲೆಕ್ಕ",
          ],
        ],
      ],
      faqs: [
        [
          [
            "How is a super top-up different from a top-up?",
            "सुपर टॉप-अप, टॉप-अप से कैसे अलग है?",
            "ಸೂಪರ್ ಟಾಪ್-ಅಪ್, ಟಾಪ್-ಅಪ್‌ಗಿಂತ ಹೇಗೆ ಭಿನ್ನ?",
          ],
          [
            "A top-up pays only when one claim exceeds the deductible; a super top-up adds up all the year's claims, so two bills of ₹3 lakh each pass a ₹5 lakh deductible.",
            "टॉप-अप तभी भुगतान करता है जब एक दावा कटौती से अधिक हो; सुपर टॉप-अप वर्ष के सभी दावे जोड़ता है, इसलिए ₹3-₹3 लाख के दो बिल ₹5 लाख का कटौती पार कर जाते हैं।",
            "ಟಾಪ್-ಅಪ್ ಒಂದು ಕ್ಲೇಮ್ ಕಡಿತ ಮೊತ್ತ ಮೀರಿದಾಗ ಮಾತ್ರ ಪಾವತಿಸುತ್ತದೆ; ಸೂಪರ್ ಟಾಪ್-ಅಪ್ ವರ್ಷದ ಎಲ್ಲ ಕ್ಲೇಮ್‌ಗಳನ್ನು ಸೇರಿಸುತ್ತದೆ, ಹೀಗಾಗಿ ತಲಾ ₹3 ಲಕ್ಷದ ಎರಡು ಬಿಲ್‌ಗಳು ₹5 ಲಕ್ಷದ ಕಡಿತ ಮೊತ್ತ ದಾಟುತ್ತವೆ.",
          ],
        ],
      ],
    },
    {
      key: "family-medical",
      basis: "public",
      whoFor: [
        "Couples and parents who want one sum insured shared by the whole family on a floater, usually for less than a policy for each person.",
        "दंपति और माता-पिता जो फ़्लोटर पर पूरे परिवार के लिए एक साझा बीमा राशि चाहते हैं, आम तौर पर हर व्यक्ति की अलग पॉलिसी से कम में।",
        "ಫ್ಲೋಟರ್‌ನಲ್ಲಿ ಇಡೀ ಕುಟುಂಬ ಹಂಚಿಕೊಳ್ಳುವ ಒಂದೇ ವಿಮಾ ಮೊತ್ತ ಬಯಸುವ ದಂಪತಿ ಮತ್ತು ಪೋಷಕರು, ಸಾಮಾನ್ಯವಾಗಿ ಪ್ರತಿಯೊಬ್ಬರ ಪಾಲಿಸಿಗಿಂತ ಕಡಿಮೆ ದರದಲ್ಲಿ.",
      ],
      covered: [
        hospital,
        prePost,
        [
          "Self, spouse, dependent children and, in most plans, parents and parents-in-law",
          "स्वयं, जीवनसाथी, आश्रित बच्चे और ज्यादातर योजनाओं में माता-पिता और सास-ससुर",
          "ಸ್ವತಃ, ಸಂಗಾತಿ, ಅವಲಂಬಿತ ಮಕ್ಕಳು ಮತ್ತು ಹೆಚ್ಚಿನ ಯೋಜನೆಗಳಲ್ಲಿ ತಂದೆ-ತಾಯಿ ಹಾಗೂ ಅತ್ತೆ-ಮಾವ",
        ],
      ],
      notCovered: [
        [
          "Cover beyond the shared sum insured once the family has used it up, unless restoration is part of the plan",
          "परिवार द्वारा साझा बीमा राशि खत्म करने के बाद का कवर, जब तक योजना में बहाली शामिल न हो",
          "ಕುಟುಂಬ ಹಂಚಿಕೆಯ ವಿಮಾ ಮೊತ್ತ ಮುಗಿಸಿದ ನಂತರದ ರಕ್ಷಣೆ, ಯೋಜನೆಯಲ್ಲಿ ಮರುಸ್ಥಾಪನೆ ಇಲ್ಲದಿದ್ದರೆ",
        ],
      ],
      sumInsured: [
        "Floater sums from ₹3 lakh to ₹1 crore across our Arogya plans; the eldest member's age sets the premium.",
        "हमारी आरोग्य योजनाओं में ₹3 लाख से ₹1 करोड़ तक की फ़्लोटर राशि; सबसे बड़े सदस्य की आयु प्रीमियम तय करती है।",
        "ನಮ್ಮ ಆರೋಗ್ಯ ಯೋಜನೆಗಳಲ್ಲಿ ₹3 ಲಕ್ಷದಿಂದ ₹1 ಕೋಟಿವರೆಗೆ ಫ್ಲೋಟರ್ ಮೊತ್ತ; ಹಿರಿಯ ಸದಸ್ಯರ ವಯಸ್ಸು ಪ್ರೀಮಿಯಂ ನಿರ್ಧರಿಸುತ್ತದೆ.",
      ],
      waiting: [initial, ped],
      faqs: [
        [
          [
            "Should parents share a floater with the children?",
            "क्या माता-पिता को बच्चों के साथ फ़्लोटर साझा करना चाहिए?",
            "ಪೋಷಕರು ಮಕ್ಕಳೊಂದಿಗೆ ಫ್ಲೋಟರ್ ಹಂಚಿಕೊಳ್ಳಬೇಕೇ?",
          ],
          [
            "Often not: older parents claim more and raise everyone's premium; a separate policy for them keeps the family's cover for the young.",
            "अक्सर नहीं: बुजुर्ग माता-पिता अधिक दावे करते हैं और सबका प्रीमियम बढ़ाते हैं; उनकी अलग पॉलिसी से परिवार का कवर युवाओं के लिए बचा रहता है।",
            "ಹೆಚ್ಚಾಗಿ ಇಲ್ಲ: ಹಿರಿಯ ಪೋಷಕರು ಹೆಚ್ಚು ಕ್ಲೇಮ್ ಮಾಡುತ್ತಾರೆ ಮತ್ತು ಎಲ್ಲರ ಪ್ರೀಮಿಯಂ ಹೆಚ್ಚಿಸುತ್ತಾರೆ; ಅವರಿಗೆ ಪ್ರತ್ಯೇಕ ಪಾಲಿಸಿ ಇದ್ದರೆ ಕುಟುಂಬದ ರಕ್ಷಣೆ ಯುವಕರಿಗೆ ಉಳಿಯುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "individual-medical",
      basis: "public",
      whoFor: [
        "Anyone who wants a sum insured of their own that no family member's claim can use up, including those whose employer cover ends when they change jobs.",
        "कोई भी जो अपनी खुद की बीमा राशि चाहता है जिसे परिवार के किसी और सदस्य का दावा खत्म न कर सके, उन लोगों सहित जिनका नियोक्ता कवर नौकरी बदलने पर खत्म हो जाता है।",
        "ಕುಟುಂಬದ ಬೇರೆ ಸದಸ್ಯರ ಕ್ಲೇಮ್ ಮುಗಿಸಲಾಗದ ತಮ್ಮದೇ ವಿಮಾ ಮೊತ್ತ ಬಯಸುವ ಯಾರಾದರೂ, ಉದ್ಯೋಗ ಬದಲಿಸಿದಾಗ ಉದ್ಯೋಗದಾತರ ರಕ್ಷಣೆ ಮುಗಿಯುವವರೂ ಸೇರಿ.",
      ],
      covered: [
        hospital,
        prePost,
        [
          "A cumulative bonus on the sum insured for claim-free years",
          "दावा-मुक्त वर्षों के लिए बीमा राशि पर संचयी बोनस",
          "ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷಗಳಿಗೆ ವಿಮಾ ಮೊತ್ತದ ಮೇಲೆ ಸಂಚಿತ ಬೋನಸ್",
        ],
      ],
      notCovered: [
        [
          "Maternity, unless the plan chosen includes it",
          "मातृत्व, जब तक चुनी गई योजना में शामिल न हो",
          "ಆರಿಸಿದ ಯೋಜನೆಯಲ್ಲಿ ಇಲ್ಲದಿದ್ದರೆ ಹೆರಿಗೆ",
        ],
      ],
      sumInsured: [
        "₹1 lakh to ₹1 crore per person, by plan.",
        "योजना के अनुसार प्रति व्यक्ति ₹1 लाख से ₹1 करोड़।",
        "ಯೋಜನೆಯಂತೆ ಪ್ರತಿ ವ್ಯಕ್ತಿಗೆ ₹1 ಲಕ್ಷದಿಂದ ₹1 ಕೋಟಿ.",
      ],
      waiting: [initial, ped],
      faqs: [
        [
          [
            "I have cover from my employer. Do I need my own?",
            "मेरे पास नियोक्ता का कवर है। क्या मुझे अपना भी चाहिए?",
            "ನನಗೆ ಉದ್ಯೋಗದಾತರ ರಕ್ಷಣೆ ಇದೆ. ನನ್ನದೇ ಬೇಕೇ?",
          ],
          [
            "It is wise: group cover ends with the job, and a policy bought young has its waiting periods served by the time you need it.",
            "समझदारी है: समूह कवर नौकरी के साथ खत्म हो जाता है, और कम उम्र में ली गई पॉलिसी की प्रतीक्षा अवधि जरूरत के समय तक पूरी हो चुकी होती है।",
            "ಅದು ಜಾಣತನ: ಗುಂಪು ರಕ್ಷಣೆ ಉದ್ಯೋಗದೊಂದಿಗೆ ಮುಗಿಯುತ್ತದೆ, ಮತ್ತು ಚಿಕ್ಕ ವಯಸ್ಸಿನಲ್ಲಿ ಪಡೆದ ಪಾಲಿಸಿಯ ಕಾಯುವ ಅವಧಿ ಅಗತ್ಯ ಬರುವ ವೇಳೆಗೆ ಮುಗಿದಿರುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "senior-citizen",
      basis: "illustrative",
      whoFor: [
        "People of 60 and over, and children buying for their parents, who need cover for the illnesses of later life with a medical check-up at entry.",
        "60 वर्ष और उससे अधिक के लोग, और अपने माता-पिता के लिए खरीदने वाले बच्चे, जिन्हें प्रवेश पर मेडिकल जाँच के साथ बढ़ती उम्र की बीमारियों का कवर चाहिए।",
        "60 ಮತ್ತು ಮೇಲ್ಪಟ್ಟವರು ಹಾಗೂ ತಮ್ಮ ಪೋಷಕರಿಗಾಗಿ ಖರೀದಿಸುವ ಮಕ್ಕಳು, ಪ್ರವೇಶದಲ್ಲಿ ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆಯೊಂದಿಗೆ ಹಿರಿಯ ವಯಸ್ಸಿನ ಕಾಯಿಲೆಗಳಿಗೆ ರಕ್ಷಣೆ ಬೇಕಾದವರು.",
      ],
      covered: [
        hospital,
        [
          "Cataract, joint replacement and other age-related surgery after their waiting period",
          "मोतियाबिंद, जोड़ बदलना और उम्र से जुड़ी अन्य सर्जरी, उनकी प्रतीक्षा अवधि के बाद",
          "ಕಣ್ಣಿನ ಪೊರೆ, ಕೀಲು ಬದಲಾವಣೆ ಮತ್ತು ವಯಸ್ಸಿಗೆ ಸಂಬಂಧಿಸಿದ ಇತರ ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ, ಅವುಗಳ ಕಾಯುವ ಅವಧಿಯ ನಂತರ",
        ],
        [
          "Domiciliary treatment when moving to hospital is not possible",
          "घर पर इलाज जब अस्पताल ले जाना संभव न हो",
          "ಆಸ್ಪತ್ರೆಗೆ ಕರೆದೊಯ್ಯಲು ಸಾಧ್ಯವಾಗದಿದ್ದಾಗ ಮನೆಯಲ್ಲೇ ಚಿಕಿತ್ಸೆ",
        ],
      ],
      notCovered: [
        [
          "A co-payment of 20% of each claim for those who join at 61 or older (indicative)",
          "61 वर्ष या अधिक आयु पर जुड़ने वालों के लिए हर दावे का 20% सह-भुगतान (सांकेतिक)",
          "61 ಅಥವಾ ಹೆಚ್ಚಿನ ವಯಸ್ಸಿನಲ್ಲಿ ಸೇರುವವರಿಗೆ ಪ್ರತಿ ಕ್ಲೇಮ್‌ನ 20% ಸಹ-ಪಾವತಿ (ಸೂಚಕ)",
        ],
      ],
      sumInsured: [
        "₹1 lakh to ₹10 lakh; renewable for life (indicative).",
        "₹1 लाख से ₹10 लाख; जीवनभर नवीनीकरण योग्य (सांकेतिक)।",
        "₹1 ಲಕ್ಷದಿಂದ ₹10 ಲಕ್ಷ; ಜೀವನಪರ್ಯಂತ ನವೀಕರಿಸಬಹುದು (ಸೂಚಕ).",
      ],
      waiting: [initial, ped],
      faqs: [
        [
          [
            "Can cover be refused because of age?",
            "क्या आयु के कारण कवर मना किया जा सकता है?",
            "ವಯಸ್ಸಿನ ಕಾರಣಕ್ಕೆ ರಕ್ಷಣೆ ನಿರಾಕರಿಸಬಹುದೇ?",
          ],
          [
            "Not because of age alone: IRDAI asks insurers to offer cover to every age; the medical check-up decides the terms.",
            "केवल आयु के कारण नहीं: IRDAI बीमा कंपनियों से हर आयु के लिए कवर देने को कहता है; मेडिकल जाँच शर्तें तय करती है।",
            "ವಯಸ್ಸಿನ ಕಾರಣಕ್ಕೆ ಮಾತ್ರ ಅಲ್ಲ: ಪ್ರತಿ ವಯಸ್ಸಿನವರಿಗೂ ರಕ್ಷಣೆ ನೀಡಲು IRDAI ವಿಮಾ ಕಂಪನಿಗಳಿಗೆ ಸೂಚಿಸಿದೆ; ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆ ನಿಯಮಗಳನ್ನು ನಿರ್ಧರಿಸುತ್ತದೆ.",
          ],
        ],
      ],
    },
    {
      key: "children",
      basis: "illustrative",
      whoFor: [
        "Parents covering children from 91 days to 25 years, on a family floater or in their own policy.",
        "91 दिन से 25 वर्ष तक के बच्चों को फ़ैमिली फ़्लोटर या उनकी अपनी पॉलिसी में कवर करने वाले माता-पिता।",
        "91 ದಿನದಿಂದ 25 ವರ್ಷದ ಮಕ್ಕಳನ್ನು ಫ್ಯಾಮಿಲಿ ಫ್ಲೋಟರ್ ಅಥವಾ ಅವರದೇ ಪಾಲಿಸಿಯಲ್ಲಿ ರಕ್ಷಿಸುವ ಪೋಷಕರು.",
      ],
      covered: [
        hospital,
        [
          "Vaccinations and child care benefits in the plans that offer them",
          "जिन योजनाओं में उपलब्ध है, उनमें टीकाकरण और शिशु देखभाल लाभ",
          "ಲಭ್ಯವಿರುವ ಯೋಜನೆಗಳಲ್ಲಿ ಲಸಿಕೆ ಮತ್ತು ಮಕ್ಕಳ ಆರೈಕೆ ಪ್ರಯೋಜನಗಳು",
        ],
        [
          "Day-care procedures such as tonsil and adenoid surgery",
          "टॉन्सिल और एडेनॉयड सर्जरी जैसी डे-केयर प्रक्रियाएँ",
          "ಟಾನ್ಸಿಲ್ ಮತ್ತು ಅಡಿನಾಯ್ಡ್ ಶಸ್ತ್ರಚಿಕಿತ್ಸೆಯಂತಹ ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆಗಳು",
        ],
      ],
      notCovered: [
        [
          "Congenital conditions that were known before the cover began",
          "कवर शुरू होने से पहले ज्ञात जन्मजात स्थितियाँ",
          "ರಕ್ಷಣೆ ಆರಂಭಕ್ಕೆ ಮೊದಲೇ ತಿಳಿದಿದ್ದ ಜನ್ಮಜಾತ ಸ್ಥಿತಿಗಳು",
        ],
      ],
      sumInsured: [
        "As in the parent's plan, from ₹1 lakh upwards; a child alone may be insured from 18 years, or with a parent as proposer (indicative).",
        "माता-पिता की योजना के अनुसार, ₹1 लाख से ऊपर; बच्चे का अकेले बीमा 18 वर्ष से, या माता-पिता प्रस्तावक हों तो पहले भी (सांकेतिक)।",
        "ಪೋಷಕರ ಯೋಜನೆಯಂತೆ ₹1 ಲಕ್ಷದಿಂದ ಮೇಲೆ; ಮಗುವಿಗೆ ಒಬ್ಬರಿಗೇ ವಿಮೆ 18 ವರ್ಷದಿಂದ, ಅಥವಾ ಪೋಷಕರು ಪ್ರಸ್ತಾಪಕರಾದರೆ ಮೊದಲೇ (ಸೂಚಕ).",
      ],
      waiting: [initial, ped],
      faqs: [
        [
          ["Is my newborn covered from birth?", "क्या मेरा नवजात जन्म से कवर है?", "ನನ್ನ ನವಜಾತ ಶಿಶು ಹುಟ್ಟಿನಿಂದ ರಕ್ಷಿತವೇ?"],
          [
            "Under a plan with maternity cover, yes; otherwise add the baby from 91 days at the next renewal or as an endorsement.",
            "मातृत्व कवर वाली योजना में हाँ; अन्यथा 91 दिन की आयु से अगले नवीनीकरण पर या पृष्ठांकन से शिशु को जोड़ें।",
            "ಹೆರಿಗೆ ರಕ್ಷಣೆಯಿರುವ ಯೋಜನೆಯಲ್ಲಿ ಹೌದು; ಇಲ್ಲದಿದ್ದರೆ 91 ದಿನದಿಂದ ಮುಂದಿನ ನವೀಕರಣದಲ್ಲಿ ಅಥವಾ ತಿದ್ದುಪಡಿಯ ಮೂಲಕ ಮಗುವನ್ನು ಸೇರಿಸಿ.",
          ],
        ],
      ],
    },
    {
      key: "critical-illness",
      basis: "public",
      whoFor: [
        "Earning adults of 18 to 65 who want a lump sum on diagnosis of a critical illness, to pay for treatment, income lost and changes at home.",
        "18 से 65 वर्ष के कमाने वाले वयस्क जो गंभीर बीमारी का पता चलने पर इलाज, खोई आय और घर के बदलावों के लिए एकमुश्त राशि चाहते हैं।",
        "ಚಿಕಿತ್ಸೆ, ಕಳೆದ ಆದಾಯ ಮತ್ತು ಮನೆಯ ಬದಲಾವಣೆಗಳಿಗಾಗಿ ಗಂಭೀರ ಕಾಯಿಲೆ ಪತ್ತೆಯಾದಾಗ ಒಂದೇ ಮೊತ್ತ ಬಯಸುವ 18 ರಿಂದ 65 ವರ್ಷದ ದುಡಿಯುವ ವಯಸ್ಕರು.",
      ],
      covered: [
        [
          "The full sum insured on first diagnosis of any of 13 listed critical illnesses, among them cancer, heart attack, stroke and kidney failure",
          "13 सूचीबद्ध गंभीर बीमारियों में से किसी का पहली बार पता चलने पर पूरी बीमा राशि, जिनमें कैंसर, दिल का दौरा, स्ट्रोक और किडनी फ़ेल होना शामिल हैं",
          "ಕ್ಯಾನ್ಸರ್, ಹೃದಯಾಘಾತ, ಪಾರ್ಶ್ವವಾಯು ಮತ್ತು ಮೂತ್ರಪಿಂಡ ವೈಫಲ್ಯ ಸೇರಿ ಪಟ್ಟಿ ಮಾಡಿದ 13 ಗಂಭೀರ ಕಾಯಿಲೆಗಳಲ್ಲಿ ಯಾವುದಾದರೂ ಮೊದಲ ಬಾರಿ ಪತ್ತೆಯಾದರೆ ಪೂರ್ಣ ವಿಮಾ ಮೊತ್ತ",
        ],
        [
          "Paid whatever the treatment costs, on top of any health policy",
          "इलाज का खर्च कुछ भी हो, किसी भी स्वास्थ्य पॉलिसी के अतिरिक्त भुगतान",
          "ಚಿಕಿತ್ಸೆಯ ವೆಚ್ಚ ಎಷ್ಟೇ ಇರಲಿ, ಯಾವುದೇ ಆರೋಗ್ಯ ಪಾಲಿಸಿಯ ಜೊತೆಗೆ ಪಾವತಿ",
        ],
      ],
      notCovered: [
        [
          "An illness diagnosed in the first 90 days, or a death within 15 days of diagnosis (survival period)",
          "पहले 90 दिनों में पता चली बीमारी, या पता चलने के 15 दिनों में मृत्यु (जीवित रहने की अवधि)",
          "ಮೊದಲ 90 ದಿನಗಳಲ್ಲಿ ಪತ್ತೆಯಾದ ಕಾಯಿಲೆ ಅಥವಾ ಪತ್ತೆಯಾದ 15 ದಿನಗಳಲ್ಲಿ ಸಾವು (ಬದುಕುಳಿಯುವ ಅವಧಿ)",
        ],
      ],
      sumInsured: [
        "₹1 lakh to ₹50 lakh, paid once; the policy then ends for that person.",
        "₹1 लाख से ₹50 लाख, एक बार भुगतान; फिर उस व्यक्ति की पॉलिसी समाप्त हो जाती है।",
        "₹1 ಲಕ್ಷದಿಂದ ₹50 ಲಕ್ಷ, ಒಮ್ಮೆ ಪಾವತಿ; ನಂತರ ಆ ವ್ಯಕ್ತಿಯ ಪಾಲಿಸಿ ಮುಗಿಯುತ್ತದೆ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["90 days", "90 दिन", "90 ದಿನ"],
        ],
        [
          ["Survival period", "जीवित रहने की अवधि", "ಬದುಕುಳಿಯುವ ಅವಧಿ"],
          ["15 days after diagnosis", "पता चलने के 15 दिन बाद", "ಪತ್ತೆಯಾದ 15 ದಿನಗಳ ನಂತರ"],
        ],
      ],
      faqs: [
        [
          ["Why buy this if I have health insurance?", "स्वास्थ्य बीमा होने पर यह क्यों लें?", "ಆರೋಗ್ಯ ವಿಮೆ ಇದ್ದರೆ ಇದು ಏಕೆ?"],
          [
            "Health insurance pays hospital bills; this pays a lump sum you may spend on anything, such as loan instalments while you recover.",
            "स्वास्थ्य बीमा अस्पताल के बिल चुकाता है; यह एकमुश्त राशि देता है जिसे आप किसी भी काम में ले सकते हैं, जैसे ठीक होने तक ऋण की किस्तें।",
            "ಆರೋಗ್ಯ ವಿಮೆ ಆಸ್ಪತ್ರೆ ಬಿಲ್ ಪಾವತಿಸುತ್ತದೆ; ಇದು ನೀವು ಯಾವುದಕ್ಕೂ ಬಳಸಬಹುದಾದ ಒಂದೇ ಮೊತ್ತ ನೀಡುತ್ತದೆ, ಉದಾಹರಣೆಗೆ ಚೇತರಿಸಿಕೊಳ್ಳುವವರೆಗೆ ಸಾಲದ ಕಂತುಗಳು.",
          ],
        ],
      ],
    },
    {
      key: "cancer",
      basis: "illustrative",
      whoFor: [
        "Adults with a family history of cancer, or anyone who wants money at each stage of a cancer diagnosis, not only at the most severe.",
        "कैंसर के पारिवारिक इतिहास वाले वयस्क, या कोई भी जो केवल सबसे गंभीर अवस्था पर नहीं, कैंसर की हर अवस्था में राशि चाहता है।",
        "ಕ್ಯಾನ್ಸರ್‌ನ ಕೌಟುಂಬಿಕ ಇತಿಹಾಸವಿರುವ ವಯಸ್ಕರು ಅಥವಾ ಅತ್ಯಂತ ಗಂಭೀರ ಹಂತದಲ್ಲಿ ಮಾತ್ರವಲ್ಲ, ಕ್ಯಾನ್ಸರ್ ಪತ್ತೆಯ ಪ್ರತಿ ಹಂತದಲ್ಲೂ ಹಣ ಬಯಸುವ ಯಾರಾದರೂ.",
      ],
      covered: [
        [
          "25% of the sum insured on early-stage cancer, and the rest on major-stage cancer",
          "शुरुआती अवस्था के कैंसर पर बीमा राशि का 25%, और बड़ी अवस्था पर बाकी",
          "ಆರಂಭಿಕ ಹಂತದ ಕ್ಯಾನ್ಸರ್‌ಗೆ ವಿಮಾ ಮೊತ್ತದ 25%, ಪ್ರಮುಖ ಹಂತಕ್ಕೆ ಉಳಿದದ್ದು",
        ],
        [
          "Waiver of future premiums after an early-stage claim",
          "शुरुआती अवस्था के दावे के बाद आगे के प्रीमियम की छूट",
          "ಆರಂಭಿಕ ಹಂತದ ಕ್ಲೇಮ್ ನಂತರ ಮುಂದಿನ ಪ್ರೀಮಿಯಂ ಮನ್ನಾ",
        ],
      ],
      notCovered: [
        [
          "Cancer diagnosed, or with symptoms, before the cover began or within 180 days of it",
          "कवर शुरू होने से पहले या उसके 180 दिनों के भीतर पता चला या लक्षण वाला कैंसर",
          "ರಕ್ಷಣೆ ಆರಂಭಕ್ಕೆ ಮೊದಲು ಅಥವಾ ಆರಂಭದ 180 ದಿನಗಳಲ್ಲಿ ಪತ್ತೆಯಾದ ಅಥವಾ ಲಕ್ಷಣವಿದ್ದ ಕ್ಯಾನ್ಸರ್",
        ],
      ],
      sumInsured: ["₹5 lakh to ₹50 lakh (indicative).", "₹5 लाख से ₹50 लाख (सांकेतिक)।", "₹5 ಲಕ್ಷದಿಂದ ₹50 ಲಕ್ಷ (ಸೂಚಕ)."],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["180 days", "180 दिन", "180 ದಿನ"],
        ],
      ],
      faqs: [
        [
          ["Is skin cancer covered?", "क्या त्वचा का कैंसर कवर है?", "ಚರ್ಮದ ಕ್ಯಾನ್ಸರ್ ರಕ್ಷಿತವೇ?"],
          [
            "Malignant melanoma is; other non-invasive skin cancers are not, as the policy wording defines.",
            "मैलिग्नेंट मेलानोमा कवर है; अन्य गैर-आक्रामक त्वचा कैंसर नहीं, जैसा पॉलिसी की शर्तों में परिभाषित है।",
            "ಮಾರಕ ಮೆಲನೋಮಾ ರಕ್ಷಿತ; ಇತರ ಆಕ್ರಮಣಶೀಲವಲ್ಲದ ಚರ್ಮದ ಕ್ಯಾನ್ಸರ್‌ಗಳು ಅಲ್ಲ, ಪಾಲಿಸಿ ನಿಯಮಾವಳಿಯ ವ್ಯಾಖ್ಯಾನದಂತೆ.",
          ],
        ],
      ],
    },
    {
      key: "hospital-cash",
      basis: "illustrative",
      whoFor: [
        "People who want a fixed daily amount while in hospital, for the costs no health policy pays: travel, food for the family, a day's lost wages.",
        "वे लोग जो अस्पताल में रहने पर एक तय दैनिक राशि चाहते हैं, उन खर्चों के लिए जो कोई स्वास्थ्य पॉलिसी नहीं देती: आना-जाना, परिवार का भोजन, एक दिन की खोई मजदूरी।",
        "ಯಾವುದೇ ಆರೋಗ್ಯ ಪಾಲಿಸಿ ಭರಿಸದ ವೆಚ್ಚಗಳಿಗೆ — ಪ್ರಯಾಣ, ಕುಟುಂಬದ ಊಟ, ಒಂದು ದಿನದ ಕಳೆದ ಕೂಲಿ — ಆಸ್ಪತ್ರೆಯಲ್ಲಿರುವಾಗ ನಿಗದಿತ ದೈನಂದಿನ ಮೊತ್ತ ಬಯಸುವವರು.",
      ],
      covered: [
        [
          "A fixed amount for each day in hospital after the first 24 hours",
          "पहले 24 घंटों के बाद अस्पताल में हर दिन के लिए तय राशि",
          "ಮೊದಲ 24 ಗಂಟೆಗಳ ನಂತರ ಆಸ್ಪತ್ರೆಯಲ್ಲಿನ ಪ್ರತಿ ದಿನಕ್ಕೆ ನಿಗದಿತ ಮೊತ್ತ",
        ],
        [
          "Twice the daily amount for days in ICU",
          "ICU में रहने के दिनों के लिए दोगुनी दैनिक राशि",
          "ICU ದಿನಗಳಿಗೆ ದೈನಂದಿನ ಮೊತ್ತದ ಎರಡರಷ್ಟು",
        ],
      ],
      notCovered: [
        ["Day-care treatment without an overnight stay", "रात भर रुके बिना डे-केयर इलाज", "ರಾತ್ರಿ ಉಳಿಯದ ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆ"],
      ],
      sumInsured: [
        "₹500 to ₹5,000 a day, for up to 30 or 60 days a year (indicative).",
        "₹500 से ₹5,000 प्रतिदिन, वर्ष में 30 या 60 दिनों तक (सांकेतिक)।",
        "ದಿನಕ್ಕೆ ₹500 ರಿಂದ ₹5,000, ವರ್ಷಕ್ಕೆ 30 ಅಥವಾ 60 ದಿನಗಳವರೆಗೆ (ಸೂಚಕ).",
      ],
      waiting: [initial],
      faqs: [
        [
          ["Do I need bills to claim?", "क्या दावे के लिए बिल चाहिए?", "ಕ್ಲೇಮ್‌ಗೆ ಬಿಲ್‌ಗಳು ಬೇಕೇ?"],
          [
            "No bills of costs: the discharge summary showing the days in hospital is enough.",
            "खर्च के बिल नहीं: अस्पताल में बिताए दिन दिखाने वाला डिस्चार्ज सारांश काफी है।",
            "ವೆಚ್ಚದ ಬಿಲ್‌ಗಳು ಬೇಡ: ಆಸ್ಪತ್ರೆಯ ದಿನಗಳನ್ನು ತೋರಿಸುವ ಬಿಡುಗಡೆ ಸಾರಾಂಶ ಸಾಕು.",
          ],
        ],
      ],
    },
    {
      key: "loan-insurance",
      basis: "illustrative",
      whoFor: [
        "Borrowers of a home, car or personal loan who want the outstanding loan paid if an accident or critical illness stops them repaying.",
        "गृह, कार या व्यक्तिगत ऋण लेने वाले जो चाहते हैं कि दुर्घटना या गंभीर बीमारी के कारण चुकाना रुक जाए तो बकाया ऋण चुका दिया जाए।",
        "ಅಪಘಾತ ಅಥವಾ ಗಂಭೀರ ಕಾಯಿಲೆಯಿಂದ ಮರುಪಾವತಿ ನಿಂತರೆ ಬಾಕಿ ಸಾಲ ತೀರಿಸಬೇಕೆಂದು ಬಯಸುವ ಗೃಹ, ಕಾರು ಅಥವಾ ವೈಯಕ್ತಿಕ ಸಾಲಗಾರರು.",
      ],
      covered: [
        [
          "Accidental death and permanent total disability: the outstanding loan",
          "दुर्घटना में मृत्यु और स्थायी पूर्ण विकलांगता: बकाया ऋण",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವು ಮತ್ತು ಶಾಶ್ವತ ಸಂಪೂರ್ಣ ಅಂಗವೈಕಲ್ಯ: ಬಾಕಿ ಸಾಲ",
        ],
        ["Critical illness: a lump sum, if chosen", "गंभीर बीमारी: चुनने पर एकमुश्त राशि", "ಗಂಭೀರ ಕಾಯಿಲೆ: ಆರಿಸಿದರೆ ಒಂದೇ ಮೊತ್ತ"],
        [
          "Loss of job: up to three instalments, if chosen",
          "नौकरी छूटना: चुनने पर तीन किस्तों तक",
          "ಉದ್ಯೋಗ ನಷ್ಟ: ಆರಿಸಿದರೆ ಮೂರು ಕಂತುಗಳವರೆಗೆ",
        ],
      ],
      notCovered: [
        [
          "Resignation, dismissal for misconduct, or job loss in the first 90 days",
          "इस्तीफा, दुराचार के कारण बर्खास्तगी, या पहले 90 दिनों में नौकरी छूटना",
          "ರಾಜೀನಾಮೆ, ದುರ್ನಡತೆಗಾಗಿ ವಜಾ ಅಥವಾ ಮೊದಲ 90 ದಿನಗಳಲ್ಲಿ ಉದ್ಯೋಗ ನಷ್ಟ",
        ],
      ],
      sumInsured: [
        "The loan amount, reducing with the repayment schedule, for the loan's term (indicative).",
        "ऋण की राशि, चुकौती अनुसूची के साथ घटती हुई, ऋण की अवधि तक (सांकेतिक)।",
        "ಸಾಲದ ಮೊತ್ತ, ಮರುಪಾವತಿ ವೇಳಾಪಟ್ಟಿಯೊಂದಿಗೆ ಕಡಿಮೆಯಾಗುತ್ತಾ, ಸಾಲದ ಅವಧಿಗೆ (ಸೂಚಕ).",
      ],
      faqs: [
        [
          ["Must I buy this to get a loan?", "क्या ऋण पाने के लिए यह लेना जरूरी है?", "ಸಾಲ ಪಡೆಯಲು ಇದನ್ನು ಖರೀದಿಸಲೇಬೇಕೇ?"],
          [
            "No. It is your choice, and you may buy it from any insurer; a lender may not make it a condition.",
            "नहीं। यह आपकी पसंद है, और आप इसे किसी भी बीमा कंपनी से ले सकते हैं; ऋणदाता इसे शर्त नहीं बना सकता।",
            "ಇಲ್ಲ. ಇದು ನಿಮ್ಮ ಆಯ್ಕೆ, ಯಾವುದೇ ವಿಮಾ ಕಂಪನಿಯಿಂದ ಖರೀದಿಸಬಹುದು; ಸಾಲದಾತರು ಇದನ್ನು ಷರತ್ತಾಗಿಸುವಂತಿಲ್ಲ.",
          ],
        ],
      ],
    },
  ],
};
