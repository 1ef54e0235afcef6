/**
 * Retail health (issue 16): facts from the insurer's published product pages and
 * IRDAI's health master circular of 29 May 2024 (30-day free look, pre-existing
 * waiting at most 36 months, cashless decision within an hour).
 */
import type { ProductFamily } from "./facts";

export const HEALTH: ProductFamily = {
  file: "0100-health",
  claimSteps: [
    [
      ["Tell us", "हमें सूचित करें", "ನಮಗೆ ತಿಳಿಸಿ"],
      [
        "Call 1800 102 1111 or use the claims page within 24 hours of an emergency admission, or 48 hours before a planned one.",
        "आपातकालीन भर्ती के 24 घंटे के भीतर, या नियोजित भर्ती से 48 घंटे पहले, 1800 102 1111 पर कॉल करें या दावा पृष्ठ पर सूचना दें।",
        "ತುರ್ತು ದಾಖಲಾತಿಯ 24 ಗಂಟೆಗಳ ಒಳಗೆ ಅಥವಾ ಯೋಜಿತ ದಾಖಲಾತಿಗೆ 48 ಗಂಟೆ ಮೊದಲು 1800 102 1111 ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಕ್ಲೇಮ್ ಪುಟದಲ್ಲಿ ತಿಳಿಸಿ.",
      ],
    ],
    [
      ["Cashless at a network hospital", "नेटवर्क अस्पताल में कैशलेस", "ನೆಟ್‌ವರ್ಕ್ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ನಗದುರಹಿತ"],
      [
        "Show your health card and photo ID at the insurance desk. The hospital sends the pre-authorisation request; we decide on it within one hour and on the final bill within three hours.",
        "बीमा डेस्क पर अपना स्वास्थ्य कार्ड और फ़ोटो पहचान पत्र दिखाएँ। अस्पताल पूर्व-अनुमति का अनुरोध भेजता है; हम एक घंटे में उस पर और तीन घंटे में अंतिम बिल पर निर्णय लेते हैं।",
        "ವಿಮಾ ಡೆಸ್ಕ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಆರೋಗ್ಯ ಕಾರ್ಡ್ ಮತ್ತು ಭಾವಚಿತ್ರವಿರುವ ಗುರುತಿನ ಚೀಟಿ ತೋರಿಸಿ. ಆಸ್ಪತ್ರೆ ಪೂರ್ವಾನುಮತಿ ವಿನಂತಿ ಕಳುಹಿಸುತ್ತದೆ; ನಾವು ಒಂದು ಗಂಟೆಯೊಳಗೆ ಅದರ ಮೇಲೆ ಮತ್ತು ಮೂರು ಗಂಟೆಯೊಳಗೆ ಅಂತಿಮ ಬಿಲ್ ಮೇಲೆ ನಿರ್ಧರಿಸುತ್ತೇವೆ.",
      ],
    ],
    [
      ["Reimbursement", "प्रतिपूर्ति", "ಮರುಪಾವತಿ"],
      [
        "Treated elsewhere? Send the claim form, discharge summary, bills, reports and prescriptions within 30 days of discharge.",
        "किसी और अस्पताल में इलाज हुआ? छुट्टी के 30 दिनों के भीतर दावा फ़ॉर्म, डिस्चार्ज सारांश, बिल, रिपोर्ट और पर्चे भेजें।",
        "ಬೇರೆ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ಚಿಕಿತ್ಸೆ ಪಡೆದಿರಾ? ಬಿಡುಗಡೆಯಾದ 30 ದಿನಗಳ ಒಳಗೆ ಕ್ಲೇಮ್ ಫಾರ್ಮ್, ಬಿಡುಗಡೆ ಸಾರಾಂಶ, ಬಿಲ್‌ಗಳು, ವರದಿಗಳು ಮತ್ತು ಔಷಧಿ ಚೀಟಿಗಳನ್ನು ಕಳುಹಿಸಿ.",
      ],
    ],
    [
      ["Settlement", "निपटान", "ಇತ್ಯರ್ಥ"],
      [
        "We settle or give reasons for a refusal within 30 days of the last document, and track every step on the claim status page.",
        "अंतिम दस्तावेज मिलने के 30 दिनों के भीतर हम दावे का निपटान करते हैं या अस्वीकार करने का कारण बताते हैं; हर कदम दावा स्थिति पृष्ठ पर देखें।",
        "ಕೊನೆಯ ದಾಖಲೆ ತಲುಪಿದ 30 ದಿನಗಳ ಒಳಗೆ ನಾವು ಕ್ಲೇಮ್ ಇತ್ಯರ್ಥಗೊಳಿಸುತ್ತೇವೆ ಅಥವಾ ನಿರಾಕರಣೆಯ ಕಾರಣ ತಿಳಿಸುತ್ತೇವೆ; ಪ್ರತಿ ಹಂತವನ್ನು ಕ್ಲೇಮ್ ಸ್ಥಿತಿ ಪುಟದಲ್ಲಿ ನೋಡಿ.",
      ],
    ],
  ],
  commonNotCovered: [
    [
      "Cosmetic or plastic surgery, unless needed to treat an accident, burn or cancer",
      "कॉस्मेटिक या प्लास्टिक सर्जरी, जब तक वह दुर्घटना, जलने या कैंसर के इलाज के लिए जरूरी न हो",
      "ಅಪಘಾತ, ಸುಟ್ಟ ಗಾಯ ಅಥವಾ ಕ್ಯಾನ್ಸರ್ ಚಿಕಿತ್ಸೆಗೆ ಅಗತ್ಯವಿಲ್ಲದ ಸೌಂದರ್ಯವರ್ಧಕ ಅಥವಾ ಪ್ಲಾಸ್ಟಿಕ್ ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ",
    ],
    [
      "Intentional self-injury, war, and treatment of alcohol or drug abuse",
      "जानबूझकर खुद को पहुँचाई गई चोट, युद्ध, और शराब या नशीली दवाओं के सेवन का इलाज",
      "ಉದ್ದೇಶಪೂರ್ವಕ ಸ್ವಯಂ ಗಾಯ, ಯುದ್ಧ ಮತ್ತು ಮದ್ಯ ಅಥವಾ ಮಾದಕ ವಸ್ತು ಸೇವನೆಯ ಚಿಕಿತ್ಸೆ",
    ],
  ],
  commonFaqs: [
    [
      ["Does the premium save tax?", "क्या प्रीमियम पर कर की बचत होती है?", "ಪ್ರೀಮಿಯಂನಿಂದ ತೆರಿಗೆ ಉಳಿತಾಯವಾಗುತ್ತದೆಯೇ?"],
      [
        "Yes: premium paid other than in cash qualifies for deduction under Section 80D of the Income Tax Act, within its limits.",
        "हाँ: नकद के अलावा किसी और तरीके से चुकाया गया प्रीमियम आयकर अधिनियम की धारा 80D के तहत उसकी सीमाओं में कटौती योग्य है।",
        "ಹೌದು: ನಗದು ಹೊರತುಪಡಿಸಿ ಬೇರೆ ರೀತಿಯಲ್ಲಿ ಪಾವತಿಸಿದ ಪ್ರೀಮಿಯಂ ಆದಾಯ ತೆರಿಗೆ ಕಾಯ್ದೆಯ ಸೆಕ್ಷನ್ 80D ಅಡಿ ಅದರ ಮಿತಿಗಳೊಳಗೆ ಕಡಿತಕ್ಕೆ ಅರ್ಹ.",
      ],
    ],
    [
      [
        "Can I return the policy if it does not suit me?",
        "अगर पॉलिसी मेरे लिए सही न हो तो क्या मैं उसे लौटा सकता हूँ?",
        "ಪಾಲಿಸಿ ನನಗೆ ಸರಿಹೊಂದದಿದ್ದರೆ ಹಿಂದಿರುಗಿಸಬಹುದೇ?",
      ],
      [
        "Yes, within the 30-day free-look period from receiving the policy, if you have made no claim; we refund the premium less stamp duty, medical tests and the days on cover.",
        "हाँ, पॉलिसी मिलने के 30 दिनों की फ़्री-लुक अवधि में, यदि आपने कोई दावा नहीं किया है; हम स्टांप शुल्क, मेडिकल जाँच और कवर के दिनों का खर्च घटाकर प्रीमियम लौटाते हैं।",
        "ಹೌದು, ಪಾಲಿಸಿ ಪಡೆದ 30 ದಿನಗಳ ಫ್ರೀ-ಲುಕ್ ಅವಧಿಯೊಳಗೆ, ನೀವು ಯಾವುದೇ ಕ್ಲೇಮ್ ಮಾಡಿರದಿದ್ದರೆ; ಮುದ್ರಾಂಕ ಶುಲ್ಕ, ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆ ಮತ್ತು ರಕ್ಷಣೆಯ ದಿನಗಳ ವೆಚ್ಚ ಕಳೆದು ಪ್ರೀಮಿಯಂ ಮರಳಿಸುತ್ತೇವೆ.",
      ],
    ],
  ],
  commonAddons: [],
  products: [
    {
      key: "arogya-supreme",
      basis: "public",
      whoFor: [
        "Adults of 18 to 65 and dependent children of 91 days to 25 years who want wide cover for themselves, their spouse, children, parents and parents-in-law, individually or on a family floater.",
        "18 से 65 वर्ष के वयस्क और 91 दिन से 25 वर्ष तक के आश्रित बच्चे, जो अपने, जीवनसाथी, बच्चों, माता-पिता और सास-ससुर के लिए व्यक्तिगत या फ़ैमिली फ़्लोटर आधार पर व्यापक कवर चाहते हैं।",
        "ತಮಗೆ, ಸಂಗಾತಿ, ಮಕ್ಕಳು, ತಂದೆ-ತಾಯಿ ಮತ್ತು ಅತ್ತೆ-ಮಾವಂದಿರಿಗೆ ವೈಯಕ್ತಿಕ ಅಥವಾ ಫ್ಯಾಮಿಲಿ ಫ್ಲೋಟರ್ ಆಧಾರದಲ್ಲಿ ವ್ಯಾಪಕ ರಕ್ಷಣೆ ಬಯಸುವ 18 ರಿಂದ 65 ವರ್ಷದ ವಯಸ್ಕರು ಮತ್ತು 91 ದಿನದಿಂದ 25 ವರ್ಷದ ಅವಲಂಬಿತ ಮಕ್ಕಳು.",
      ],
      covered: [
        [
          "In-patient care of 24 hours or more: room, ICU, doctors, medicines, implants and diagnostics, in three variants (Pro, Plus, Premium)",
          "24 घंटे या अधिक की भर्ती: कमरा, ICU, डॉक्टर, दवाइयाँ, इम्प्लांट और जाँच, तीन रूपों (प्रो, प्लस, प्रीमियम) में",
          "24 ಗಂಟೆ ಅಥವಾ ಹೆಚ್ಚಿನ ಒಳರೋಗಿ ಚಿಕಿತ್ಸೆ: ಕೊಠಡಿ, ICU, ವೈದ್ಯರು, ಔಷಧಿ, ಇಂಪ್ಲಾಂಟ್ ಮತ್ತು ಪರೀಕ್ಷೆಗಳು, ಮೂರು ರೂಪಾಂತರಗಳಲ್ಲಿ (ಪ್ರೊ, ಪ್ಲಸ್, ಪ್ರೀಮಿಯಂ)",
        ],
        [
          "Pre-hospitalisation of 30 or 60 days and post-hospitalisation of 60, 90 or 180 days, by variant",
          "रूप के अनुसार भर्ती से 30 या 60 दिन पहले और 60, 90 या 180 दिन बाद के खर्च",
          "ರೂಪಾಂತರದಂತೆ ದಾಖಲಾತಿಗೆ 30 ಅಥವಾ 60 ದಿನ ಮೊದಲು ಮತ್ತು 60, 90 ಅಥವಾ 180 ದಿನ ನಂತರದ ವೆಚ್ಚ",
        ],
        [
          "Day-care procedures, mental illness, HIV/AIDS and genetic disorders requiring hospitalisation",
          "डे-केयर प्रक्रियाएँ, मानसिक बीमारी, HIV/AIDS और भर्ती की जरूरत वाले आनुवंशिक रोग",
          "ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆಗಳು, ಮಾನಸಿಕ ಅನಾರೋಗ್ಯ, HIV/AIDS ಮತ್ತು ದಾಖಲಾತಿ ಅಗತ್ಯವಿರುವ ಆನುವಂಶಿಕ ಕಾಯಿಲೆಗಳು",
        ],
        [
          "Modern treatments such as robotic surgery and oral chemotherapy, stem cell therapy up to 25% of the sum insured",
          "रोबोटिक सर्जरी और मुँह से ली जाने वाली कीमोथेरेपी जैसे आधुनिक उपचार, स्टेम सेल थेरेपी बीमा राशि के 25% तक",
          "ರೋಬೋಟಿಕ್ ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ ಮತ್ತು ಬಾಯಿಯ ಮೂಲಕ ಕೀಮೋಥೆರಪಿಯಂತಹ ಆಧುನಿಕ ಚಿಕಿತ್ಸೆಗಳು, ಸ್ಟೆಮ್ ಸೆಲ್ ಚಿಕಿತ್ಸೆ ವಿಮಾ ಮೊತ್ತದ 25% ವರೆಗೆ",
        ],
        [
          "A 5% cumulative bonus on the sum insured for each claim-free year, up to 50%",
          "हर दावा-मुक्त वर्ष के लिए बीमा राशि पर 5% संचयी बोनस, अधिकतम 50% तक",
          "ಪ್ರತಿ ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷಕ್ಕೆ ವಿಮಾ ಮೊತ್ತದ ಮೇಲೆ 5% ಸಂಚಿತ ಬೋನಸ್, ಗರಿಷ್ಠ 50% ವರೆಗೆ",
        ],
      ],
      notCovered: [
        [
          "Pre-existing diseases during the first 36 months of continuous cover",
          "लगातार कवर के पहले 36 महीनों में पहले से मौजूद बीमारियाँ",
          "ನಿರಂತರ ರಕ್ಷಣೆಯ ಮೊದಲ 36 ತಿಂಗಳಲ್ಲಿ ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು",
        ],
        [
          "Outpatient treatment that does not lead to hospitalisation, except the covers the variant names",
          "भर्ती के बिना बाह्य-रोगी (OPD) इलाज, रूप में बताए गए कवर को छोड़कर",
          "ದಾಖಲಾತಿ ಇಲ್ಲದ ಹೊರರೋಗಿ (OPD) ಚಿಕಿತ್ಸೆ, ರೂಪಾಂತರದಲ್ಲಿ ಹೇಳಿದ ರಕ್ಷಣೆ ಹೊರತುಪಡಿಸಿ",
        ],
      ],
      sumInsured: [
        "From ₹1 lakh to ₹1 crore, for 1, 2 or 3 years; a medical check-up is needed above 45 years of age with a sum insured of ₹50 lakh or more.",
        "₹1 लाख से ₹1 करोड़ तक, 1, 2 या 3 वर्ष के लिए; 45 वर्ष से अधिक आयु और ₹50 लाख या अधिक बीमा राशि पर मेडिकल जाँच जरूरी है।",
        "₹1 ಲಕ್ಷದಿಂದ ₹1 ಕೋಟಿವರೆಗೆ, 1, 2 ಅಥವಾ 3 ವರ್ಷಗಳಿಗೆ; 45 ವರ್ಷ ಮೀರಿದವರಿಗೆ ₹50 ಲಕ್ಷ ಅಥವಾ ಹೆಚ್ಚಿನ ವಿಮಾ ಮೊತ್ತಕ್ಕೆ ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆ ಅಗತ್ಯ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          ["Specific illnesses", "विशिष्ट बीमारियाँ", "ನಿರ್ದಿಷ್ಟ ಕಾಯಿಲೆಗಳು"],
          [
            "24 or 36 months, as listed in the policy wording",
            "24 या 36 महीने, पॉलिसी की शर्तों की सूची के अनुसार",
            "24 ಅಥವಾ 36 ತಿಂಗಳು, ಪಾಲಿಸಿ ನಿಯಮಾವಳಿಯ ಪಟ್ಟಿಯಂತೆ",
          ],
        ],
        [
          ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
          ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
        ],
      ],
      addons: [
        [
          ["Sum insured refill", "बीमा राशि रीफ़िल", "ವಿಮಾ ಮೊತ್ತ ಮರುಪೂರಣ"],
          [
            "Restores the sum insured once it is used up within the year.",
            "वर्ष के भीतर बीमा राशि खत्म होने पर उसे फिर से भर देता है।",
            "ವರ್ಷದೊಳಗೆ ವಿಮಾ ಮೊತ್ತ ಮುಗಿದರೆ ಅದನ್ನು ಮರುಪೂರಣಗೊಳಿಸುತ್ತದೆ.",
          ],
        ],
        [
          ["E-opinion", "ई-ओपिनियन", "ಇ-ಅಭಿಪ್ರಾಯ"],
          [
            "A second medical opinion from a specialist on a major illness.",
            "गंभीर बीमारी पर किसी विशेषज्ञ से दूसरी चिकित्सा राय।",
            "ಗಂಭೀರ ಕಾಯಿಲೆಯ ಬಗ್ಗೆ ತಜ್ಞರಿಂದ ಎರಡನೇ ವೈದ್ಯಕೀಯ ಅಭಿಪ್ರಾಯ.",
          ],
        ],
        [
          ["Domestic air ambulance", "घरेलू एयर एम्बुलेंस", "ದೇಶೀಯ ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್"],
          [
            "Air transfer to a hospital in India in an emergency.",
            "आपात स्थिति में भारत के किसी अस्पताल तक हवाई स्थानांतरण।",
            "ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಭಾರತದ ಆಸ್ಪತ್ರೆಗೆ ವಿಮಾನದ ಮೂಲಕ ಸಾಗಣೆ.",
          ],
        ],
        [
          ["Recovery benefit", "रिकवरी लाभ", "ಚೇತರಿಕೆ ಪ್ರಯೋಜನ"],
          [
            "A lump sum after a hospital stay of 10 days or more.",
            "10 दिन या अधिक भर्ती रहने के बाद एकमुश्त राशि।",
            "10 ದಿನ ಅಥವಾ ಹೆಚ್ಚು ದಾಖಲಾಗಿದ್ದ ನಂತರ ಒಂದೇ ಮೊತ್ತ.",
          ],
        ],
      ],
      faqs: [
        [
          [
            "How do the Pro, Plus and Premium variants differ?",
            "प्रो, प्लस और प्रीमियम रूपों में क्या अंतर है?",
            "ಪ್ರೊ, ಪ್ಲಸ್ ಮತ್ತು ಪ್ರೀಮಿಯಂ ರೂಪಾಂತರಗಳ ವ್ಯತ್ಯಾಸವೇನು?",
          ],
          [
            "They differ in room category, the days of pre- and post-hospitalisation cover and the optional covers you may add; the sum insured range is the same.",
            "इनमें कमरे की श्रेणी, भर्ती से पहले और बाद के कवर के दिन और जोड़े जा सकने वाले वैकल्पिक कवर अलग हैं; बीमा राशि की सीमा एक जैसी है।",
            "ಕೊಠಡಿ ವರ್ಗ, ದಾಖಲಾತಿಗೆ ಮೊದಲು ಮತ್ತು ನಂತರದ ರಕ್ಷಣೆಯ ದಿನಗಳು ಮತ್ತು ಸೇರಿಸಬಹುದಾದ ಐಚ್ಛಿಕ ರಕ್ಷಣೆಗಳಲ್ಲಿ ವ್ಯತ್ಯಾಸವಿದೆ; ವಿಮಾ ಮೊತ್ತದ ವ್ಯಾಪ್ತಿ ಒಂದೇ.",
          ],
        ],
      ],
    },
    {
      key: "arogya-sanjeevani-policy",
      basis: "public",
      whoFor: [
        "Anyone of 18 to 65 who wants the standard health policy every insurer in India sells on the same terms, for self, spouse, children (3 months to 25 years), parents and parents-in-law.",
        "18 से 65 वर्ष का कोई भी व्यक्ति, जो भारत की हर बीमा कंपनी द्वारा एक जैसी शर्तों पर बेची जाने वाली मानक स्वास्थ्य पॉलिसी अपने, जीवनसाथी, बच्चों (3 महीने से 25 वर्ष), माता-पिता और सास-ससुर के लिए चाहता है।",
        "ಭಾರತದ ಪ್ರತಿ ವಿಮಾ ಕಂಪನಿ ಒಂದೇ ನಿಯಮಗಳಲ್ಲಿ ಮಾರುವ ಪ್ರಮಾಣಿತ ಆರೋಗ್ಯ ಪಾಲಿಸಿಯನ್ನು ತಮಗೆ, ಸಂಗಾತಿ, ಮಕ್ಕಳು (3 ತಿಂಗಳಿಂದ 25 ವರ್ಷ), ತಂದೆ-ತಾಯಿ ಮತ್ತು ಅತ್ತೆ-ಮಾವಂದಿರಿಗೆ ಬಯಸುವ 18 ರಿಂದ 65 ವರ್ಷದ ಯಾರಾದರೂ.",
      ],
      covered: [
        [
          "Room, boarding and nursing up to 2% of the sum insured a day (at most ₹5,000); ICU up to 5% (at most ₹10,000)",
          "कमरा, भोजन और नर्सिंग बीमा राशि के 2% प्रतिदिन तक (अधिकतम ₹5,000); ICU 5% तक (अधिकतम ₹10,000)",
          "ಕೊಠಡಿ, ಊಟ ಮತ್ತು ಶುಶ್ರೂಷೆ ದಿನಕ್ಕೆ ವಿಮಾ ಮೊತ್ತದ 2% ವರೆಗೆ (ಗರಿಷ್ಠ ₹5,000); ICU 5% ವರೆಗೆ (ಗರಿಷ್ಠ ₹10,000)",
        ],
        [
          "Pre-hospitalisation of 30 days and post-hospitalisation of 60 days",
          "भर्ती से 30 दिन पहले और 60 दिन बाद के खर्च",
          "ದಾಖಲಾತಿಗೆ 30 ದಿನ ಮೊದಲು ಮತ್ತು 60 ದಿನ ನಂತರದ ವೆಚ್ಚ",
        ],
        [
          "AYUSH treatment in hospital, day-care procedures and modern treatments up to 50% of the sum insured",
          "अस्पताल में AYUSH उपचार, डे-केयर प्रक्रियाएँ और आधुनिक उपचार बीमा राशि के 50% तक",
          "ಆಸ್ಪತ್ರೆಯಲ್ಲಿ AYUSH ಚಿಕಿತ್ಸೆ, ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆಗಳು ಮತ್ತು ಆಧುನಿಕ ಚಿಕಿತ್ಸೆಗಳು ವಿಮಾ ಮೊತ್ತದ 50% ವರೆಗೆ",
        ],
        [
          "Cataract surgery up to 25% of the sum insured or ₹40,000 per eye, whichever is less; ambulance up to ₹2,000 per admission",
          "मोतियाबिंद सर्जरी बीमा राशि के 25% या प्रति आँख ₹40,000 तक, जो भी कम हो; एम्बुलेंस प्रति भर्ती ₹2,000 तक",
          "ಕಣ್ಣಿನ ಪೊರೆ ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ ವಿಮಾ ಮೊತ್ತದ 25% ಅಥವಾ ಪ್ರತಿ ಕಣ್ಣಿಗೆ ₹40,000, ಯಾವುದು ಕಡಿಮೆಯೋ ಅದು; ಆಂಬ್ಯುಲೆನ್ಸ್ ಪ್ರತಿ ದಾಖಲಾತಿಗೆ ₹2,000 ವರೆಗೆ",
        ],
        [
          "A 5% cumulative bonus for each claim-free year, up to 50% of the sum insured",
          "हर दावा-मुक्त वर्ष के लिए 5% संचयी बोनस, बीमा राशि के 50% तक",
          "ಪ್ರತಿ ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷಕ್ಕೆ 5% ಸಂಚಿತ ಬೋನಸ್, ವಿಮಾ ಮೊತ್ತದ 50% ವರೆಗೆ",
        ],
      ],
      notCovered: [
        [
          "5% of every admissible claim, which you pay yourself (co-payment)",
          "हर स्वीकार्य दावे का 5%, जो आप स्वयं चुकाते हैं (सह-भुगतान)",
          "ಪ್ರತಿ ಅಂಗೀಕೃತ ಕ್ಲೇಮ್‌ನ 5%, ಅದನ್ನು ನೀವೇ ಪಾವತಿಸುತ್ತೀರಿ (ಸಹ-ಪಾವತಿ)",
        ],
        [
          "Outpatient treatment, dental treatment not needing hospitalisation, spectacles and hearing aids",
          "बाह्य-रोगी इलाज, भर्ती के बिना दाँतों का इलाज, चश्मे और श्रवण यंत्र",
          "ಹೊರರೋಗಿ ಚಿಕಿತ್ಸೆ, ದಾಖಲಾತಿ ಇಲ್ಲದ ದಂತ ಚಿಕಿತ್ಸೆ, ಕನ್ನಡಕ ಮತ್ತು ಶ್ರವಣ ಸಾಧನಗಳು",
        ],
      ],
      sumInsured: [
        "From ₹50,000 to ₹10 lakh in steps of ₹50,000, individually or on a family floater, for one year.",
        "₹50,000 से ₹10 लाख तक, ₹50,000 के गुणकों में, व्यक्तिगत या फ़ैमिली फ़्लोटर पर, एक वर्ष के लिए।",
        "₹50,000 ರಿಂದ ₹10 ಲಕ್ಷದವರೆಗೆ, ₹50,000 ಗುಣಕಗಳಲ್ಲಿ, ವೈಯಕ್ತಿಕ ಅಥವಾ ಫ್ಯಾಮಿಲಿ ಫ್ಲೋಟರ್‌ನಲ್ಲಿ, ಒಂದು ವರ್ಷಕ್ಕೆ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          ["Listed illnesses and surgeries", "सूचीबद्ध बीमारियाँ और सर्जरी", "ಪಟ್ಟಿ ಮಾಡಿದ ಕಾಯಿಲೆಗಳು ಮತ್ತು ಶಸ್ತ್ರಚಿಕಿತ್ಸೆಗಳು"],
          [
            "24 or 36 months, as the policy wording lists",
            "24 या 36 महीने, पॉलिसी की शर्तों की सूची के अनुसार",
            "24 ಅಥವಾ 36 ತಿಂಗಳು, ಪಾಲಿಸಿ ನಿಯಮಾವಳಿಯ ಪಟ್ಟಿಯಂತೆ",
          ],
        ],
        [
          ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
          ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
        ],
      ],
      addons: [],
      faqs: [
        [
          [
            "Why is Arogya Sanjeevani the same with every insurer?",
            "आरोग्य संजीवनी हर बीमा कंपनी में एक जैसी क्यों है?",
            "ಆರೋಗ್ಯ ಸಂಜೀವಿನಿ ಪ್ರತಿ ವಿಮಾ ಕಂಪನಿಯಲ್ಲೂ ಒಂದೇ ಏಕೆ?",
          ],
          [
            "IRDAI made it a standard product: the cover, limits and wording are fixed, so you can compare insurers on premium and service alone.",
            "IRDAI ने इसे मानक उत्पाद बनाया है: कवर, सीमाएँ और शर्तें तय हैं, इसलिए आप बीमा कंपनियों की तुलना केवल प्रीमियम और सेवा पर कर सकते हैं।",
            "IRDAI ಇದನ್ನು ಪ್ರಮಾಣಿತ ಉತ್ಪನ್ನವಾಗಿಸಿದೆ: ರಕ್ಷಣೆ, ಮಿತಿಗಳು ಮತ್ತು ನಿಯಮಾವಳಿ ನಿಗದಿಯಾಗಿವೆ, ಆದ್ದರಿಂದ ವಿಮಾ ಕಂಪನಿಗಳನ್ನು ಪ್ರೀಮಿಯಂ ಮತ್ತು ಸೇವೆಯ ಮೇಲೆ ಮಾತ್ರ ಹೋಲಿಸಬಹುದು.",
          ],
        ],
      ],
    },
    {
      key: "super-health-insurance-policy",
      basis: "public",
      whoFor: [
        "Adults from 18 with no upper entry age, and children from 91 days, who want high cover with restoration, annual check-ups and treatment abroad.",
        "18 वर्ष से अधिक के वयस्क, प्रवेश की कोई ऊपरी आयु सीमा नहीं, और 91 दिन से बड़े बच्चे, जो पुनर्स्थापन, वार्षिक जाँच और विदेश में इलाज के साथ ऊँचा कवर चाहते हैं।",
        "ಪ್ರವೇಶಕ್ಕೆ ಗರಿಷ್ಠ ವಯಸ್ಸಿನ ಮಿತಿಯಿಲ್ಲದ 18 ವರ್ಷ ಮೇಲ್ಪಟ್ಟ ವಯಸ್ಕರು ಮತ್ತು 91 ದಿನ ಮೇಲ್ಪಟ್ಟ ಮಕ್ಕಳು, ಮರುಸ್ಥಾಪನೆ, ವಾರ್ಷಿಕ ತಪಾಸಣೆ ಮತ್ತು ವಿದೇಶದಲ್ಲಿ ಚಿಕಿತ್ಸೆಯೊಂದಿಗೆ ಹೆಚ್ಚಿನ ರಕ್ಷಣೆ ಬಯಸುವವರು.",
      ],
      covered: [
        [
          "In-patient and domiciliary hospitalisation, with 27 base covers",
          "भर्ती और घर पर इलाज (डोमिसिलियरी), 27 मूल कवर के साथ",
          "ಒಳರೋಗಿ ಮತ್ತು ಮನೆಯಲ್ಲೇ ಚಿಕಿತ್ಸೆ (ಡೊಮಿಸಿಲಿಯರಿ), 27 ಮೂಲ ರಕ್ಷಣೆಗಳೊಂದಿಗೆ",
        ],
        [
          "Unlimited re-insure: the sum insured is restored each time it is used up in the year",
          "असीमित री-इंश्योर: वर्ष में बीमा राशि जितनी बार खत्म हो, उतनी बार फिर से भर जाती है",
          "ಅನಿಯಮಿತ ರೀ-ಇನ್ಶೂರ್: ವರ್ಷದಲ್ಲಿ ವಿಮಾ ಮೊತ್ತ ಎಷ್ಟು ಬಾರಿ ಮುಗಿದರೂ ಮರುಸ್ಥಾಪನೆಯಾಗುತ್ತದೆ",
        ],
        [
          "Planned treatment abroad for listed major illnesses (global medical treatment)",
          "सूचीबद्ध गंभीर बीमारियों के लिए विदेश में नियोजित इलाज (ग्लोबल मेडिकल ट्रीटमेंट)",
          "ಪಟ್ಟಿ ಮಾಡಿದ ಗಂಭೀರ ಕಾಯಿಲೆಗಳಿಗೆ ವಿದೇಶದಲ್ಲಿ ಯೋಜಿತ ಚಿಕಿತ್ಸೆ (ಜಾಗತಿಕ ವೈದ್ಯಕೀಯ ಚಿಕಿತ್ಸೆ)",
        ],
        [
          "An annual health check-up for every insured adult, claim or no claim",
          "हर बीमित वयस्क के लिए वार्षिक स्वास्थ्य जाँच, दावा हो या न हो",
          "ಕ್ಲೇಮ್ ಇರಲಿ ಇಲ್ಲದಿರಲಿ, ಪ್ರತಿ ವಿಮಿತ ವಯಸ್ಕರಿಗೆ ವಾರ್ಷಿಕ ಆರೋಗ್ಯ ತಪಾಸಣೆ",
        ],
      ],
      notCovered: [
        [
          "Treatment abroad for illnesses outside the listed ones, and emergencies abroad unless the global cover is chosen",
          "सूची से बाहर की बीमारियों का विदेश में इलाज, और विदेश में आपात स्थिति जब तक ग्लोबल कवर न चुना हो",
          "ಪಟ್ಟಿಯಲ್ಲಿಲ್ಲದ ಕಾಯಿಲೆಗಳಿಗೆ ವಿದೇಶದಲ್ಲಿ ಚಿಕಿತ್ಸೆ, ಮತ್ತು ಜಾಗತಿಕ ರಕ್ಷಣೆ ಆರಿಸದಿದ್ದರೆ ವಿದೇಶದ ತುರ್ತು ಸ್ಥಿತಿ",
        ],
        [
          "Pre-existing diseases before their waiting period ends",
          "प्रतीक्षा अवधि पूरी होने से पहले पहले से मौजूद बीमारियाँ",
          "ಕಾಯುವ ಅವಧಿ ಮುಗಿಯುವ ಮೊದಲು ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು",
        ],
      ],
      sumInsured: [
        "From ₹3 lakh to ₹2 crore, individually or on a family floater, in several plan variants.",
        "₹3 लाख से ₹2 करोड़ तक, व्यक्तिगत या फ़ैमिली फ़्लोटर पर, कई योजना रूपों में।",
        "₹3 ಲಕ್ಷದಿಂದ ₹2 ಕೋಟಿವರೆಗೆ, ವೈಯಕ್ತಿಕ ಅಥವಾ ಫ್ಯಾಮಿಲಿ ಫ್ಲೋಟರ್‌ನಲ್ಲಿ, ಹಲವು ಯೋಜನಾ ರೂಪಾಂತರಗಳಲ್ಲಿ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          [
            "Specific illnesses and pre-existing diseases",
            "विशिष्ट बीमारियाँ और पहले से मौजूद बीमारियाँ",
            "ನಿರ್ದಿಷ್ಟ ಮತ್ತು ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು",
          ],
          ["1 to 2 years, by the variant chosen", "चुने गए रूप के अनुसार 1 से 2 वर्ष", "ಆರಿಸಿದ ರೂಪಾಂತರದಂತೆ 1 ರಿಂದ 2 ವರ್ಷ"],
        ],
      ],
      addons: [
        [
          ["Health multiplier", "स्वास्थ्य गुणक", "ಆರೋಗ್ಯ ಗುಣಕ"],
          [
            "Grows the sum insured faster for claim-free years.",
            "दावा-मुक्त वर्षों में बीमा राशि को तेजी से बढ़ाता है।",
            "ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷಗಳಲ್ಲಿ ವಿಮಾ ಮೊತ್ತವನ್ನು ವೇಗವಾಗಿ ಹೆಚ್ಚಿಸುತ್ತದೆ.",
          ],
        ],
        [
          ["Reduced waiting", "कम प्रतीक्षा", "ಕಡಿಮೆ ಕಾಯುವಿಕೆ"],
          [
            "Shortens the waiting for pre-existing diseases, for an extra premium.",
            "अतिरिक्त प्रीमियम पर पहले से मौजूद बीमारियों की प्रतीक्षा घटाता है।",
            "ಹೆಚ್ಚುವರಿ ಪ್ರೀಮಿಯಂಗೆ ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳ ಕಾಯುವಿಕೆಯನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.",
          ],
        ],
      ],
      faqs: [
        [
          [
            "Is there an age limit to buy Super Health?",
            "क्या यह पॉलिसी खरीदने की कोई आयु सीमा है?",
            "ಈ ಪಾಲಿಸಿ ಖರೀದಿಗೆ ವಯಸ್ಸಿನ ಮಿತಿ ಇದೆಯೇ?",
          ],
          [
            "No upper entry age: adults of any age from 18 may apply, subject to a medical check-up at higher ages.",
            "प्रवेश की कोई ऊपरी आयु नहीं: 18 वर्ष से ऊपर किसी भी आयु के वयस्क आवेदन कर सकते हैं, अधिक आयु पर मेडिकल जाँच के अधीन।",
            "ಪ್ರವೇಶಕ್ಕೆ ಗರಿಷ್ಠ ವಯಸ್ಸಿಲ್ಲ: 18 ಮೇಲ್ಪಟ್ಟ ಯಾವುದೇ ವಯಸ್ಸಿನವರು ಅರ್ಜಿ ಹಾಕಬಹುದು, ಹೆಚ್ಚಿನ ವಯಸ್ಸಿನಲ್ಲಿ ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆಗೆ ಒಳಪಟ್ಟು.",
          ],
        ],
      ],
    },
    {
      key: "arogya-topup-policy",
      basis: "public",
      whoFor: [
        "People of 3 months to 65 years (70 with a deductible of ₹5 lakh or more) who already have a health policy or employer cover and want extra cover above it at a low premium.",
        "3 महीने से 65 वर्ष के लोग (₹5 लाख या अधिक कटौती पर 70 वर्ष), जिनके पास पहले से स्वास्थ्य पॉलिसी या नियोक्ता का कवर है और जो कम प्रीमियम पर उसके ऊपर अतिरिक्त कवर चाहते हैं।",
        "ಈಗಾಗಲೇ ಆರೋಗ್ಯ ಪಾಲಿಸಿ ಅಥವಾ ಉದ್ಯೋಗದಾತರ ರಕ್ಷಣೆ ಹೊಂದಿದ್ದು ಕಡಿಮೆ ಪ್ರೀಮಿಯಂನಲ್ಲಿ ಅದರ ಮೇಲೆ ಹೆಚ್ಚುವರಿ ರಕ್ಷಣೆ ಬಯಸುವ 3 ತಿಂಗಳಿಂದ 65 ವರ್ಷದವರು (₹5 ಲಕ್ಷ ಅಥವಾ ಹೆಚ್ಚಿನ ಕಡಿತ ಮೊತ್ತಕ್ಕೆ 70 ವರ್ಷ).",
      ],
      covered: [
        [
          "Hospitalisation costs above the deductible you choose, in each claim",
          "हर दावे में आपके चुनी गई कटौती से ऊपर का अस्पताल खर्च",
          "ಪ್ರತಿ ಕ್ಲೇಮ್‌ನಲ್ಲಿ ನೀವು ಆರಿಸಿದ ಕಡಿತ ಮೊತ್ತಕ್ಕಿಂತ ಹೆಚ್ಚಿನ ಆಸ್ಪತ್ರೆ ವೆಚ್ಚ",
        ],
        [
          "Pre-hospitalisation of 60 days and post-hospitalisation of 90 days",
          "भर्ती से 60 दिन पहले और 90 दिन बाद के खर्च",
          "ದಾಖಲಾತಿಗೆ 60 ದಿನ ಮೊದಲು ಮತ್ತು 90 ದಿನ ನಂತರದ ವೆಚ್ಚ",
        ],
        [
          "141 day-care procedures, AYUSH treatment, organ donor expenses and maternity after 9 months",
          "141 डे-केयर प्रक्रियाएँ, AYUSH उपचार, अंगदाता का खर्च और 9 महीने बाद मातृत्व",
          "141 ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆಗಳು, AYUSH ಚಿಕಿತ್ಸೆ, ಅಂಗದಾನಿಯ ವೆಚ್ಚ ಮತ್ತು 9 ತಿಂಗಳ ನಂತರ ಹೆರಿಗೆ",
        ],
        [
          "Ambulance up to ₹5,000 per admission; no medical check-up up to 55 without medical history",
          "एम्बुलेंस प्रति भर्ती ₹5,000 तक; बिना चिकित्सा इतिहास के 55 वर्ष तक कोई मेडिकल जाँच नहीं",
          "ಆಂಬ್ಯುಲೆನ್ಸ್ ಪ್ರತಿ ದಾಖಲಾತಿಗೆ ₹5,000 ವರೆಗೆ; ವೈದ್ಯಕೀಯ ಇತಿಹಾಸವಿಲ್ಲದಿದ್ದರೆ 55 ವರ್ಷದವರೆಗೆ ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆ ಇಲ್ಲ",
        ],
      ],
      notCovered: [
        [
          "The part of each claim up to the deductible (your base policy or you pay it)",
          "हर दावे में कटौती तक का हिस्सा (उसे आपकी मूल पॉलिसी या आप चुकाते हैं)",
          "ಪ್ರತಿ ಕ್ಲೇಮ್‌ನಲ್ಲಿ ಕಡಿತ ಮೊತ್ತದವರೆಗಿನ ಭಾಗ (ಅದನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾಲಿಸಿ ಅಥವಾ ನೀವು ಪಾವತಿಸುತ್ತೀರಿ)",
        ],
        [
          "A no-claim bonus: top-up policies do not grow the sum insured",
          "दावा-मुक्त बोनस (NCB): टॉप-अप पॉलिसी में बीमा राशि नहीं बढ़ती",
          "ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್: ಟಾಪ್-ಅಪ್ ಪಾಲಿಸಿಗಳಲ್ಲಿ ವಿಮಾ ಮೊತ್ತ ಹೆಚ್ಚುವುದಿಲ್ಲ",
        ],
      ],
      sumInsured: [
        "From ₹1 lakh to ₹50 lakh, for 1, 2 or 3 years.",
        "₹1 लाख से ₹50 लाख तक, 1, 2 या 3 वर्ष के लिए।",
        "₹1 ಲಕ್ಷದಿಂದ ₹50 ಲಕ್ಷದವರೆಗೆ, 1, 2 ಅಥವಾ 3 ವರ್ಷಗಳಿಗೆ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          ["Specific illnesses", "विशिष्ट बीमारियाँ", "ನಿರ್ದಿಷ್ಟ ಕಾಯಿಲೆಗಳು"],
          ["12 months", "12 महीने", "12 ತಿಂಗಳು"],
        ],
        [
          ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
          ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
        ],
      ],
      deductibles: [
        [
          ["Deductible per claim", "प्रति दावा कटौती", "ಪ್ರತಿ ಕ್ಲೇಮ್ ಕಡಿತ ಮೊತ್ತ"],
          [
            "₹1 lakh to ₹10 lakh, in steps of ₹1 lakh; a higher deductible lowers the premium",
            "₹1 लाख से ₹10 लाख तक, ₹1 लाख के गुणकों में; ऊँचा कटौती प्रीमियम घटाता है",
            "₹1 ಲಕ್ಷದಿಂದ ₹10 ಲಕ್ಷ, ₹1 ಲಕ್ಷ ಗುಣಕಗಳಲ್ಲಿ; ಹೆಚ್ಚಿನ ಕಡಿತ ಮೊತ್ತ ಪ್ರೀಮಿಯಂ ಕಡಿಮೆ ಮಾಡುತ್ತದೆ",
          ],
        ],
      ],
      addons: [
        [
          ["Reinstatement of sum insured", "बीमा राशि की बहाली", "ವಿಮಾ ಮೊತ್ತದ ಮರುಸ್ಥಾಪನೆ"],
          [
            "Restores the sum insured once in the year, for an extra premium.",
            "अतिरिक्त प्रीमियम पर वर्ष में एक बार बीमा राशि फिर से भर देता है।",
            "ಹೆಚ್ಚುವರಿ ಪ್ರೀಮಿಯಂಗೆ ವರ್ಷದಲ್ಲಿ ಒಮ್ಮೆ ವಿಮಾ ಮೊತ್ತವನ್ನು ಮರುಸ್ಥಾಪಿಸುತ್ತದೆ.",
          ],
        ],
      ],
      faqs: [
        [
          [
            "Do I need another health policy to buy a top-up?",
            "क्या टॉप-अप खरीदने के लिए दूसरी स्वास्थ्य पॉलिसी जरूरी है?",
            "ಟಾಪ್-ಅಪ್ ಖರೀದಿಸಲು ಇನ್ನೊಂದು ಆರೋಗ್ಯ ಪಾಲಿಸಿ ಬೇಕೇ?",
          ],
          [
            "No, but without one you pay the deductible yourself; most buyers pair it with an employer's group cover or a base policy.",
            "नहीं, पर उसके बिना कटौती आप स्वयं चुकाते हैं; ज्यादातर लोग इसे नियोक्ता के समूह कवर या किसी मूल पॉलिसी के साथ लेते हैं।",
            "ಇಲ್ಲ, ಆದರೆ ಅದಿಲ್ಲದಿದ್ದರೆ ಕಡಿತ ಮೊತ್ತವನ್ನು ನೀವೇ ಪಾವತಿಸುತ್ತೀರಿ; ಹೆಚ್ಚಿನವರು ಇದನ್ನು ಉದ್ಯೋಗದಾತರ ಗುಂಪು ರಕ್ಷಣೆ ಅಥವಾ ಮೂಲ ಪಾಲಿಸಿಯೊಂದಿಗೆ ಪಡೆಯುತ್ತಾರೆ.",
          ],
        ],
      ],
    },
    {
      key: "arogya-plus-policy",
      basis: "public",
      whoFor: [
        "Individuals and families (adults 18 to 65, children from 3 months) who want modest hospital cover together with outpatient consultations.",
        "व्यक्ति और परिवार (18 से 65 वर्ष के वयस्क, 3 महीने से बड़े बच्चे) जो अस्पताल के सीमित कवर के साथ बाह्य-रोगी परामर्श भी चाहते हैं।",
        "ಸೀಮಿತ ಆಸ್ಪತ್ರೆ ರಕ್ಷಣೆಯ ಜೊತೆಗೆ ಹೊರರೋಗಿ ಸಮಾಲೋಚನೆಗಳನ್ನೂ ಬಯಸುವ ವ್ಯಕ್ತಿಗಳು ಮತ್ತು ಕುಟುಂಬಗಳು (18 ರಿಂದ 65 ವರ್ಷದ ವಯಸ್ಕರು, 3 ತಿಂಗಳ ಮೇಲ್ಪಟ್ಟ ಮಕ್ಕಳು).",
      ],
      covered: [
        [
          "Hospitalisation: room, ICU, surgeon, medicines and diagnostics up to the sum insured",
          "अस्पताल में भर्ती: कमरा, ICU, सर्जन, दवाइयाँ और जाँच बीमा राशि तक",
          "ಆಸ್ಪತ್ರೆ ದಾಖಲಾತಿ: ಕೊಠಡಿ, ICU, ಶಸ್ತ್ರಚಿಕಿತ್ಸಕರು, ಔಷಧಿ ಮತ್ತು ಪರೀಕ್ಷೆಗಳು ವಿಮಾ ಮೊತ್ತದವರೆಗೆ",
        ],
        [
          "Outpatient (OPD) consultations, medicines and tests up to the OPD limit of your plan",
          "आपकी योजना की OPD सीमा तक बाह्य-रोगी परामर्श, दवाइयाँ और जाँच",
          "ನಿಮ್ಮ ಯೋಜನೆಯ OPD ಮಿತಿಯವರೆಗೆ ಹೊರರೋಗಿ ಸಮಾಲೋಚನೆ, ಔಷಧಿ ಮತ್ತು ಪರೀಕ್ಷೆಗಳು",
        ],
        [
          "Pre-hospitalisation of 60 days, post-hospitalisation of 90 days and 142 day-care procedures",
          "भर्ती से 60 दिन पहले, 90 दिन बाद के खर्च और 142 डे-केयर प्रक्रियाएँ",
          "ದಾಖಲಾತಿಗೆ 60 ದಿನ ಮೊದಲು, 90 ದಿನ ನಂತರದ ವೆಚ್ಚ ಮತ್ತು 142 ಡೇ-ಕೇರ್ ಚಿಕಿತ್ಸೆಗಳು",
        ],
        [
          "A health check-up of 1% of the sum insured (up to ₹5,000) after every four claim-free years",
          "हर चार दावा-मुक्त वर्षों के बाद बीमा राशि के 1% (₹5,000 तक) की स्वास्थ्य जाँच",
          "ಪ್ರತಿ ನಾಲ್ಕು ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷಗಳ ನಂತರ ವಿಮಾ ಮೊತ್ತದ 1% (₹5,000 ವರೆಗೆ) ಆರೋಗ್ಯ ತಪಾಸಣೆ",
        ],
      ],
      notCovered: [
        ["OPD costs above the plan's OPD limit", "योजना की OPD सीमा से अधिक OPD खर्च", "ಯೋಜನೆಯ OPD ಮಿತಿಗಿಂತ ಹೆಚ್ಚಿನ OPD ವೆಚ್ಚ"],
        [
          "Ambulance charges above ₹1,500 per admission",
          "प्रति भर्ती ₹1,500 से अधिक एम्बुलेंस शुल्क",
          "ಪ್ರತಿ ದಾಖಲಾತಿಗೆ ₹1,500 ಮೀರಿದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಶುಲ್ಕ",
        ],
      ],
      sumInsured: [
        "₹1 lakh, ₹2 lakh or ₹3 lakh, each with its own OPD limit.",
        "₹1 लाख, ₹2 लाख या ₹3 लाख, हर एक की अपनी OPD सीमा के साथ।",
        "₹1 ಲಕ್ಷ, ₹2 ಲಕ್ಷ ಅಥವಾ ₹3 ಲಕ್ಷ, ಪ್ರತಿಯೊಂದಕ್ಕೂ ತನ್ನದೇ OPD ಮಿತಿಯೊಂದಿಗೆ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
          ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
        ],
      ],
      faqs: [
        [
          ["What does the OPD cover pay for?", "OPD कवर किसका भुगतान करता है?", "OPD ರಕ್ಷಣೆ ಯಾವುದಕ್ಕೆ ಪಾವತಿಸುತ್ತದೆ?"],
          [
            "Doctor consultations, prescribed medicines and diagnostic tests without a hospital stay, up to your plan's yearly OPD limit.",
            "बिना भर्ती के डॉक्टर परामर्श, लिखी गई दवाइयाँ और जाँच, आपकी योजना की वार्षिक OPD सीमा तक।",
            "ದಾಖಲಾತಿ ಇಲ್ಲದೆ ವೈದ್ಯರ ಸಮಾಲೋಚನೆ, ಸೂಚಿಸಿದ ಔಷಧಿ ಮತ್ತು ಪರೀಕ್ಷೆಗಳು, ನಿಮ್ಮ ಯೋಜನೆಯ ವಾರ್ಷಿಕ OPD ಮಿತಿಯವರೆಗೆ.",
          ],
        ],
      ],
    },
    {
      key: "arogya-premier-policy",
      basis: "public",
      whoFor: [
        "Families who want a high sum insured with maternity cover: adults of 18 to 65 and children from 3 months.",
        "मातृत्व कवर के साथ ऊँची बीमा राशि चाहने वाले परिवार: 18 से 65 वर्ष के वयस्क और 3 महीने से बड़े बच्चे।",
        "ಹೆರಿಗೆ ರಕ್ಷಣೆಯೊಂದಿಗೆ ಹೆಚ್ಚಿನ ವಿಮಾ ಮೊತ್ತ ಬಯಸುವ ಕುಟುಂಬಗಳು: 18 ರಿಂದ 65 ವರ್ಷದ ವಯಸ್ಕರು ಮತ್ತು 3 ತಿಂಗಳ ಮೇಲ್ಪಟ್ಟ ಮಕ್ಕಳು.",
      ],
      covered: [
        [
          "Hospitalisation up to the sum insured, with automatic reinstatement of the base sum insured once used up",
          "बीमा राशि तक भर्ती का खर्च, मूल बीमा राशि खत्म होने पर उसकी स्वतः बहाली",
          "ವಿಮಾ ಮೊತ್ತದವರೆಗೆ ದಾಖಲಾತಿ ವೆಚ್ಚ, ಮೂಲ ವಿಮಾ ಮೊತ್ತ ಮುಗಿದಾಗ ಸ್ವಯಂ ಮರುಸ್ಥಾಪನೆ",
        ],
        ["Maternity expenses after 9 months of cover", "कवर के 9 महीने बाद मातृत्व खर्च", "ರಕ್ಷಣೆಯ 9 ತಿಂಗಳ ನಂತರ ಹೆರಿಗೆ ವೆಚ್ಚ"],
        [
          "Ambulance, including air ambulance, up to ₹1 lakh",
          "एम्बुलेंस, एयर एम्बुलेंस सहित, ₹1 लाख तक",
          "ಆಂಬ್ಯುಲೆನ್ಸ್, ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇರಿ, ₹1 ಲಕ್ಷದವರೆಗೆ",
        ],
        [
          "Pre-hospitalisation of 30 days, post-hospitalisation of 60 days and organ donor expenses",
          "भर्ती से 30 दिन पहले, 60 दिन बाद के खर्च और अंगदाता का खर्च",
          "ದಾಖಲಾತಿಗೆ 30 ದಿನ ಮೊದಲು, 60 ದಿನ ನಂತರದ ವೆಚ್ಚ ಮತ್ತು ಅಂಗದಾನಿಯ ವೆಚ್ಚ",
        ],
      ],
      notCovered: [
        ["Maternity in the first 9 months of cover", "कवर के पहले 9 महीनों में मातृत्व", "ರಕ್ಷಣೆಯ ಮೊದಲ 9 ತಿಂಗಳಲ್ಲಿ ಹೆರಿಗೆ"],
        [
          "Pre-existing diseases before 36 months of continuous cover",
          "लगातार कवर के 36 महीनों से पहले पहले से मौजूद बीमारियाँ",
          "ನಿರಂತರ ರಕ್ಷಣೆಯ 36 ತಿಂಗಳ ಮೊದಲು ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು",
        ],
      ],
      sumInsured: [
        "From ₹10 lakh to ₹30 lakh; no medical check-up up to 55 without medical history.",
        "₹10 लाख से ₹30 लाख तक; बिना चिकित्सा इतिहास के 55 वर्ष तक कोई मेडिकल जाँच नहीं।",
        "₹10 ಲಕ್ಷದಿಂದ ₹30 ಲಕ್ಷದವರೆಗೆ; ವೈದ್ಯಕೀಯ ಇತಿಹಾಸವಿಲ್ಲದಿದ್ದರೆ 55 ವರ್ಷದವರೆಗೆ ವೈದ್ಯಕೀಯ ಪರೀಕ್ಷೆ ಇಲ್ಲ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          ["Maternity", "मातृत्व", "ಹೆರಿಗೆ"],
          ["9 months", "9 महीने", "9 ತಿಂಗಳು"],
        ],
        [
          ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
          ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
        ],
      ],
      faqs: [
        [
          [
            "Does Arogya Premier pay for a newborn?",
            "क्या आरोग्य प्रीमियर नवजात शिशु का खर्च देता है?",
            "ಆರೋಗ್ಯ ಪ್ರೀಮಿಯರ್ ನವಜಾತ ಶಿಶುವಿನ ವೆಚ್ಚ ಭರಿಸುತ್ತದೆಯೇ?",
          ],
          [
            "Yes, the newborn's treatment is covered within the maternity benefit, as the policy wording sets out.",
            "हाँ, पॉलिसी की शर्तों के अनुसार मातृत्व लाभ के भीतर नवजात का इलाज कवर होता है।",
            "ಹೌದು, ಪಾಲಿಸಿ ನಿಯಮಾವಳಿಯಂತೆ ಹೆರಿಗೆ ಪ್ರಯೋಜನದೊಳಗೆ ನವಜಾತ ಶಿಶುವಿನ ಚಿಕಿತ್ಸೆ ರಕ್ಷಿತವಾಗಿದೆ.",
          ],
        ],
      ],
    },
    {
      key: "retail-health",
      basis: "public",
      whoFor: [
        "Individuals and families who want a simple hospital policy with a modest sum insured, priced by where they live (metro, semi-metro or rest of India).",
        "वे व्यक्ति और परिवार जो सीमित बीमा राशि वाली सरल अस्पताल पॉलिसी चाहते हैं, जिसकी कीमत उनके रहने की जगह (मेट्रो, सेमी-मेट्रो या शेष भारत) पर तय होती है।",
        "ಸೀಮಿತ ವಿಮಾ ಮೊತ್ತದ ಸರಳ ಆಸ್ಪತ್ರೆ ಪಾಲಿಸಿ ಬಯಸುವ, ವಾಸಸ್ಥಳ (ಮೆಟ್ರೋ, ಅರೆ-ಮೆಟ್ರೋ ಅಥವಾ ಉಳಿದ ಭಾರತ) ಆಧರಿಸಿ ಬೆಲೆ ನಿಗದಿಯಾಗುವ ವ್ಯಕ್ತಿಗಳು ಮತ್ತು ಕುಟುಂಬಗಳು.",
      ],
      covered: [
        [
          "Room, nursing, doctors, medicines and ICU, within the limits of the plan",
          "योजना की सीमाओं में कमरा, नर्सिंग, डॉक्टर, दवाइयाँ और ICU",
          "ಯೋಜನೆಯ ಮಿತಿಗಳೊಳಗೆ ಕೊಠಡಿ, ಶುಶ್ರೂಷೆ, ವೈದ್ಯರು, ಔಷಧಿ ಮತ್ತು ICU",
        ],
        [
          "Pre-hospitalisation of 30 days and post-hospitalisation of 60 days",
          "भर्ती से 30 दिन पहले और 60 दिन बाद के खर्च",
          "ದಾಖಲಾತಿಗೆ 30 ದಿನ ಮೊದಲು ಮತ್ತು 60 ದಿನ ನಂತರದ ವೆಚ್ಚ",
        ],
        [
          "A free check-up up to ₹2,500 after every four claim-free years",
          "हर चार दावा-मुक्त वर्षों के बाद ₹2,500 तक की मुफ्त जाँच",
          "ಪ್ರತಿ ನಾಲ್ಕು ಕ್ಲೇಮ್-ರಹಿತ ವರ್ಷಗಳ ನಂತರ ₹2,500 ವರೆಗೆ ಉಚಿತ ತಪಾಸಣೆ",
        ],
      ],
      notCovered: [
        [
          "Room and ICU charges above the plan's daily limits, unless the add-on removing them is bought",
          "योजना की दैनिक सीमा से अधिक कमरा और ICU शुल्क, जब तक उन्हें हटाने वाला ऐड-ऑन न लिया हो",
          "ಯೋಜನೆಯ ದೈನಂದಿನ ಮಿತಿಗಿಂತ ಹೆಚ್ಚಿನ ಕೊಠಡಿ ಮತ್ತು ICU ಶುಲ್ಕ, ಅವನ್ನು ತೆಗೆಯುವ ಆಡ್-ಆನ್ ಪಡೆಯದಿದ್ದರೆ",
        ],
      ],
      sumInsured: [
        "From ₹50,000 to ₹5 lakh, in metro, semi-metro and rest-of-India plans.",
        "₹50,000 से ₹5 लाख तक, मेट्रो, सेमी-मेट्रो और शेष भारत योजनाओं में।",
        "₹50,000 ರಿಂದ ₹5 ಲಕ್ಷದವರೆಗೆ, ಮೆಟ್ರೋ, ಅರೆ-ಮೆಟ್ರೋ ಮತ್ತು ಉಳಿದ ಭಾರತ ಯೋಜನೆಗಳಲ್ಲಿ.",
      ],
      waiting: [
        [
          ["Initial waiting", "प्रारंभिक प्रतीक्षा", "ಆರಂಭಿಕ ಕಾಯುವಿಕೆ"],
          ["30 days, except accidents", "30 दिन, दुर्घटना को छोड़कर", "30 ದಿನ, ಅಪಘಾತ ಹೊರತುಪಡಿಸಿ"],
        ],
        [
          ["Pre-existing diseases", "पहले से मौजूद बीमारियाँ", "ಮೊದಲೇ ಇದ್ದ ಕಾಯಿಲೆಗಳು"],
          ["36 months", "36 महीने", "36 ತಿಂಗಳು"],
        ],
      ],
      addons: [
        [
          ["Removal of sub-limits", "उप-सीमाएँ हटाना", "ಉಪ-ಮಿತಿಗಳ ತೆರವು"],
          [
            "Removes the limits on room, ICU, operation and consultation charges.",
            "कमरा, ICU, ऑपरेशन और परामर्श शुल्क की सीमाएँ हटाता है।",
            "ಕೊಠಡಿ, ICU, ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ ಮತ್ತು ಸಮಾಲೋಚನೆ ಶುಲ್ಕದ ಮಿತಿಗಳನ್ನು ತೆಗೆಯುತ್ತದೆ.",
          ],
        ],
      ],
      faqs: [
        [
          [
            "Can I move my current health policy to this one?",
            "क्या मैं अपनी मौजूदा स्वास्थ्य पॉलिसी इसमें बदल सकता हूँ?",
            "ನನ್ನ ಈಗಿನ ಆರೋಗ್ಯ ಪಾಲಿಸಿಯನ್ನು ಇದಕ್ಕೆ ಬದಲಾಯಿಸಬಹುದೇ?",
          ],
          [
            "Yes, under portability: apply at least 15 days before your renewal date and the waiting you have served is carried over.",
            "हाँ, पोर्टेबिलिटी के तहत: नवीनीकरण की तारीख से कम से कम 15 दिन पहले आवेदन करें, और पूरी की गई प्रतीक्षा अवधि आगे गिनी जाती है।",
            "ಹೌದು, ಪೋರ್ಟಬಿಲಿಟಿ ಅಡಿ: ನವೀಕರಣ ದಿನಾಂಕಕ್ಕೆ ಕನಿಷ್ಠ 15 ದಿನ ಮೊದಲು ಅರ್ಜಿ ಹಾಕಿ, ಈಗಾಗಲೇ ಪೂರೈಸಿದ ಕಾಯುವ ಅವಧಿ ಮುಂದುವರಿಯುತ್ತದೆ.",
          ],
        ],
      ],
    },
  ],
};
