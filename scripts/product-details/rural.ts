/**
 * Rural lines (issue 16: essentials): the government schemes (PMFBY's farmer
 * premium rates and its 72-hour notice, PMSBY's ₹20 premium and ₹2 lakh cover)
 * as their guidelines publish them; livestock, farm equipment and micro
 * covers from the standard rural wordings.
 */
import type { ProductFacts, ProductFamily, Text } from "./facts";

function essentials(
  key: string,
  whoFor: Text,
  covered: readonly Text[],
  notCovered: readonly Text[],
  sumInsured: Text,
  faqs: ProductFacts["faqs"] = [],
): ProductFacts {
  return { key, basis: "public", whoFor, covered, notCovered, sumInsured, faqs };
}

const tagRule: Text = [
  "Death of an animal without its ear tag, or a tag not matching the policy",
  "बिना कान के टैग वाले, या पॉलिसी से मेल न खाने वाले टैग वाले पशु की मृत्यु",
  "ಕಿವಿ ಟ್ಯಾಗ್ ಇಲ್ಲದ ಅಥವಾ ಪಾಲಿಸಿಗೆ ಹೊಂದದ ಟ್ಯಾಗ್ ಇರುವ ಪ್ರಾಣಿಯ ಸಾವು",
];
const animalDeath: Text = [
  "Death from accident, disease, surgery, flood, fire, lightning or earthquake",
  "दुर्घटना, बीमारी, ऑपरेशन, बाढ़, आग, बिजली गिरने या भूकंप से मृत्यु",
  "ಅಪಘಾತ, ಕಾಯಿಲೆ, ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ, ಪ್ರವಾಹ, ಬೆಂಕಿ, ಸಿಡಿಲು ಅಥವಾ ಭೂಕಂಪದಿಂದ ಸಾವು",
];

export const RURAL: ProductFamily = {
  file: "0500-rural",
  claimSteps: [
    [
      ["Tell us within 72 hours", "72 घंटे के भीतर बताएँ", "72 ಗಂಟೆಗಳೊಳಗೆ ತಿಳಿಸಿ"],
      [
        "Call 1800 102 1111 or the Kisan helpline 14447, or tell your bank branch or our local office; for crops, the Crop Insurance app also takes the notice.",
        "1800 102 1111 या किसान हेल्पलाइन 14447 पर कॉल करें, या अपनी बैंक शाखा या हमारे स्थानीय कार्यालय को बताएँ; फसल के लिए क्रॉप बीमा ऐप पर भी सूचना दी जा सकती है।",
        "1800 102 1111 ಅಥವಾ ಕಿಸಾನ್ ಸಹಾಯವಾಣಿ 14447 ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆ ಅಥವಾ ನಮ್ಮ ಸ್ಥಳೀಯ ಕಚೇರಿಗೆ ತಿಳಿಸಿ; ಬೆಳೆಗೆ ಬೆಳೆ ವಿಮಾ ಆಪ್‌ನಲ್ಲೂ ಸೂಚನೆ ನೀಡಬಹುದು.",
      ],
    ],
    [
      ["Assessment", "आकलन", "ಮೌಲ್ಯಮಾಪನ"],
      [
        "A surveyor, a veterinary doctor or a joint committee with state officials assesses the loss; keep the animal's carcass, the crop or the equipment as it is until then.",
        "सर्वेयर, पशु चिकित्सक या राज्य अधिकारियों के साथ संयुक्त समिति नुकसान का आकलन करती है; तब तक पशु का शव, फसल या उपकरण जैसा है वैसा रखें।",
        "ಸಮೀಕ್ಷಕರು, ಪಶುವೈದ್ಯರು ಅಥವಾ ರಾಜ್ಯ ಅಧಿಕಾರಿಗಳೊಂದಿಗಿನ ಜಂಟಿ ಸಮಿತಿ ನಷ್ಟ ಅಂದಾಜಿಸುತ್ತದೆ; ಅಲ್ಲಿಯವರೆಗೆ ಪ್ರಾಣಿಯ ಶವ, ಬೆಳೆ ಅಥವಾ ಉಪಕರಣವನ್ನು ಇದ್ದಂತೆಯೇ ಇಡಿ.",
      ],
    ],
    [
      ["Documents", "दस्तावेज", "ದಾಖಲೆಗಳು"],
      [
        "The claim form, policy or enrolment slip, bank details and, for animals, the ear tag and the post-mortem report.",
        "दावा फ़ॉर्म, पॉलिसी या नामांकन पर्ची, बैंक विवरण और पशुओं के लिए कान का टैग और पोस्टमॉर्टम रिपोर्ट।",
        "ಕ್ಲೇಮ್ ಫಾರ್ಮ್, ಪಾಲಿಸಿ ಅಥವಾ ನೋಂದಣಿ ಚೀಟಿ, ಬ್ಯಾಂಕ್ ವಿವರ ಮತ್ತು ಪ್ರಾಣಿಗಳಿಗೆ ಕಿವಿ ಟ್ಯಾಗ್ ಹಾಗೂ ಮರಣೋತ್ತರ ಪರೀಕ್ಷಾ ವರದಿ.",
      ],
    ],
    [
      ["Payment to your account", "आपके खाते में भुगतान", "ನಿಮ್ಮ ಖಾತೆಗೆ ಪಾವತಿ"],
      [
        "We pay directly into your bank account; scheme claims follow the timelines the scheme's guidelines set.",
        "हम सीधे आपके बैंक खाते में भुगतान करते हैं; योजना के दावे योजना के दिशानिर्देशों की समय-सीमा के अनुसार चलते हैं।",
        "ನಾವು ನೇರವಾಗಿ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಖಾತೆಗೆ ಪಾವತಿಸುತ್ತೇವೆ; ಯೋಜನೆಯ ಕ್ಲೇಮ್‌ಗಳು ಯೋಜನೆಯ ಮಾರ್ಗಸೂಚಿಗಳ ಕಾಲಮಿತಿಯಂತೆ ನಡೆಯುತ್ತವೆ.",
      ],
    ],
  ],
  commonNotCovered: [
    [
      "Losses caused deliberately, by neglect, or by war",
      "जानबूझकर, लापरवाही से या युद्ध से हुआ नुकसान",
      "ಉದ್ದೇಶಪೂರ್ವಕವಾಗಿ, ನಿರ್ಲಕ್ಷ್ಯದಿಂದ ಅಥವಾ ಯುದ್ಧದಿಂದ ಆದ ನಷ್ಟ",
    ],
  ],
  commonFaqs: [
    [
      ["Can I enrol through my bank?", "क्या मैं अपने बैंक के माध्यम से नामांकन कर सकता हूँ?", "ನನ್ನ ಬ್ಯಾಂಕ್ ಮೂಲಕ ನೋಂದಾಯಿಸಬಹುದೇ?"],
      [
        "Yes: bank branches, common service centres and our rural agents enrol farmers and families, and the premium can be debited from your account.",
        "हाँ: बैंक शाखाएँ, सामान्य सेवा केंद्र और हमारे ग्रामीण एजेंट किसानों और परिवारों का नामांकन करते हैं, और प्रीमियम आपके खाते से काटा जा सकता है।",
        "ಹೌದು: ಬ್ಯಾಂಕ್ ಶಾಖೆಗಳು, ಸಾಮಾನ್ಯ ಸೇವಾ ಕೇಂದ್ರಗಳು ಮತ್ತು ನಮ್ಮ ಗ್ರಾಮೀಣ ಏಜೆಂಟರು ರೈತರು ಮತ್ತು ಕುಟುಂಬಗಳನ್ನು ನೋಂದಾಯಿಸುತ್ತಾರೆ, ಪ್ರೀಮಿಯಂ ನಿಮ್ಮ ಖಾತೆಯಿಂದ ಕಡಿತವಾಗಬಹುದು.",
      ],
    ],
  ],
  products: [
    essentials(
      "pmfby-crop-insurance",
      [
        "Farmers, including sharecroppers and tenant farmers, growing notified crops in notified areas, whether or not they have a crop loan.",
        "अधिसूचित क्षेत्रों में अधिसूचित फसलें उगाने वाले किसान, बटाईदार और काश्तकार सहित, चाहे उन्होंने फसल ऋण लिया हो या नहीं।",
        "ಅಧಿಸೂಚಿತ ಪ್ರದೇಶಗಳಲ್ಲಿ ಅಧಿಸೂಚಿತ ಬೆಳೆ ಬೆಳೆಯುವ ರೈತರು, ಪಾಲುದಾರ ಮತ್ತು ಗೇಣಿ ರೈತರು ಸೇರಿ, ಬೆಳೆ ಸಾಲ ಪಡೆದಿರಲಿ ಇಲ್ಲದಿರಲಿ.",
      ],
      [
        [
          "Yield loss in the standing crop from drought, flood, pests and disease",
          "सूखा, बाढ़, कीट और रोग से खड़ी फसल की उपज का नुकसान",
          "ಬರ, ಪ್ರವಾಹ, ಕೀಟ ಮತ್ತು ರೋಗದಿಂದ ನಿಂತ ಬೆಳೆಯ ಇಳುವರಿ ನಷ್ಟ",
        ],
        [
          "Prevented sowing, localised calamities such as hailstorm and landslide, and post-harvest loss for 14 days in the field",
          "बुवाई न हो पाना, ओलावृष्टि और भूस्खलन जैसी स्थानीय आपदाएँ, और खेत में कटाई के बाद 14 दिनों तक का नुकसान",
          "ಬಿತ್ತನೆ ತಡೆ, ಆಲಿಕಲ್ಲು ಮಳೆ ಮತ್ತು ಭೂಕುಸಿತದಂತಹ ಸ್ಥಳೀಯ ವಿಪತ್ತುಗಳು ಮತ್ತು ಹೊಲದಲ್ಲಿ ಕೊಯ್ಲಿನ ನಂತರ 14 ದಿನಗಳವರೆಗಿನ ನಷ್ಟ",
        ],
      ],
      [
        [
          "Crops not notified for your area and season",
          "आपके क्षेत्र और मौसम के लिए अधिसूचित न की गई फसलें",
          "ನಿಮ್ಮ ಪ್ರದೇಶ ಮತ್ತು ಋತುವಿಗೆ ಅಧಿಸೂಚಿಸದ ಬೆಳೆಗಳು",
        ],
      ],
      [
        "The scale of finance for the crop; the farmer pays 2% of it for kharif, 1.5% for rabi and 5% for commercial and horticultural crops, the governments the rest.",
        "फसल के लिए वित्त का पैमाना; किसान खरीफ के लिए इसका 2%, रबी के लिए 1.5% और वाणिज्यिक व बागवानी फसलों के लिए 5% देता है, बाकी सरकारें।",
        "ಬೆಳೆಯ ಹಣಕಾಸು ಪ್ರಮಾಣ; ರೈತರು ಮುಂಗಾರಿಗೆ ಅದರ 2%, ಹಿಂಗಾರಿಗೆ 1.5% ಮತ್ತು ವಾಣಿಜ್ಯ ಹಾಗೂ ತೋಟಗಾರಿಕಾ ಬೆಳೆಗಳಿಗೆ 5% ಪಾವತಿಸುತ್ತಾರೆ, ಉಳಿದದ್ದು ಸರ್ಕಾರಗಳು.",
      ],
      [
        [
          ["Where do I read the full scheme pages?", "योजना के पूरे पृष्ठ कहाँ पढ़ें?", "ಯೋಜನೆಯ ಪೂರ್ಣ ಪುಟಗಳನ್ನು ಎಲ್ಲಿ ಓದಬೇಕು?"],
          [
            "On our crop scheme pages: enrolment, the claim process, guidelines and claim summaries, also in Assamese.",
            "हमारे फसल योजना पृष्ठों पर: नामांकन, दावा प्रक्रिया, दिशानिर्देश और दावा सारांश, असमिया में भी।",
            "ನಮ್ಮ ಬೆಳೆ ಯೋಜನೆ ಪುಟಗಳಲ್ಲಿ: ನೋಂದಣಿ, ಕ್ಲೇಮ್ ಪ್ರಕ್ರಿಯೆ, ಮಾರ್ಗಸೂಚಿಗಳು ಮತ್ತು ಕ್ಲೇಮ್ ಸಾರಾಂಶಗಳು, ಅಸ್ಸಾಮಿಯಲ್ಲೂ.",
          ],
        ],
      ],
    ),
    essentials(
      "pumpset-insurance",
      [
        "Farmers who depend on an electric or diesel pumpset or a submersible pump to irrigate their fields.",
        "वे किसान जो खेतों की सिंचाई के लिए बिजली या डीज़ल पंपसेट या सबमर्सिबल पंप पर निर्भर हैं।",
        "ಹೊಲಗಳ ನೀರಾವರಿಗೆ ವಿದ್ಯುತ್ ಅಥವಾ ಡೀಸೆಲ್ ಪಂಪ್‌ಸೆಟ್ ಅಥವಾ ಸಬ್‌ಮರ್ಸಿಬಲ್ ಪಂಪ್ ಅವಲಂಬಿಸಿರುವ ರೈತರು.",
      ],
      [
        [
          "Mechanical and electrical breakdown of the pumpset and motor",
          "पंपसेट और मोटर की यांत्रिक और विद्युत खराबी",
          "ಪಂಪ್‌ಸೆಟ್ ಮತ್ತು ಮೋಟಾರ್‌ನ ಯಾಂತ್ರಿಕ ಹಾಗೂ ವಿದ್ಯುತ್ ದೋಷ",
        ],
        ["Fire, lightning, flood and burglary", "आग, बिजली गिरना, बाढ़ और सेंधमारी", "ಬೆಂಕಿ, ಸಿಡಿಲು, ಪ್ರವಾಹ ಮತ್ತು ಕನ್ನ"],
      ],
      [
        [
          "Wear of parts such as belts, valves and impellers",
          "बेल्ट, वाल्व और इम्पेलर जैसे पुर्जों का घिसना",
          "ಬೆಲ್ಟ್, ಕವಾಟ ಮತ್ತು ಇಂಪೆಲ್ಲರ್‌ನಂತಹ ಭಾಗಗಳ ಸವೆತ",
        ],
      ],
      ["The replacement value of the pumpset.", "पंपसेट का प्रतिस्थापन मूल्य।", "ಪಂಪ್‌ಸೆಟ್‌ನ ಬದಲಿ ಮೌಲ್ಯ."],
    ),
    essentials(
      "tractor-insurance",
      [
        "Farmers and contractors who own a tractor, with or without a trailer, for farm work and haulage.",
        "खेती के काम और ढुलाई के लिए ट्रेलर के साथ या बिना ट्रैक्टर रखने वाले किसान और ठेकेदार।",
        "ಕೃಷಿ ಕೆಲಸ ಮತ್ತು ಸಾಗಣೆಗಾಗಿ ಟ್ರೇಲರ್ ಸಹಿತ ಅಥವಾ ರಹಿತ ಟ್ರ್ಯಾಕ್ಟರ್ ಹೊಂದಿರುವ ರೈತರು ಮತ್ತು ಗುತ್ತಿಗೆದಾರರು.",
      ],
      [
        [
          "Damage to the tractor and trailer from accident, fire, theft and natural calamities",
          "दुर्घटना, आग, चोरी और प्राकृतिक आपदाओं से ट्रैक्टर और ट्रेलर का नुकसान",
          "ಅಪಘಾತ, ಬೆಂಕಿ, ಕಳ್ಳತನ ಮತ್ತು ನೈಸರ್ಗಿಕ ವಿಪತ್ತುಗಳಿಂದ ಟ್ರ್ಯಾಕ್ಟರ್ ಮತ್ತು ಟ್ರೇಲರ್‌ಗೆ ಹಾನಿ",
        ],
        [
          "Third-party liability, compulsory under the Motor Vehicles Act, and the owner-driver's accident cover",
          "मोटर वाहन अधिनियम के तहत अनिवार्य थर्ड-पार्टी जिम्मेदारी, और मालिक-चालक का दुर्घटना कवर",
          "ಮೋಟಾರ್ ವಾಹನ ಕಾಯ್ದೆಯಡಿ ಕಡ್ಡಾಯ ಥರ್ಡ್-ಪಾರ್ಟಿ ಹೊಣೆಗಾರಿಕೆ ಮತ್ತು ಮಾಲೀಕ-ಚಾಲಕರ ಅಪಘಾತ ರಕ್ಷಣೆ",
        ],
      ],
      [
        [
          "Use for hire beyond what the registration allows",
          "पंजीकरण में अनुमति से अधिक किराये पर उपयोग",
          "ನೋಂದಣಿ ಅನುಮತಿಸಿದ್ದಕ್ಕಿಂತ ಹೆಚ್ಚು ಬಾಡಿಗೆ ಬಳಕೆ",
        ],
      ],
      [
        "The tractor's IDV by its age, as for any vehicle.",
        "किसी भी वाहन की तरह, आयु के अनुसार ट्रैक्टर का IDV।",
        "ಯಾವುದೇ ವಾಹನದಂತೆ, ವಯಸ್ಸಿನ ಪ್ರಕಾರ ಟ್ರ್ಯಾಕ್ಟರ್‌ನ IDV.",
      ],
    ),
    essentials(
      "horticulture-insurance",
      [
        "Growers of fruit, vegetables, flowers, spices and plantation crops, outside or beside the government crop scheme.",
        "फल, सब्जी, फूल, मसाले और बागान फसलें उगाने वाले, सरकारी फसल योजना के बाहर या उसके साथ।",
        "ಹಣ್ಣು, ತರಕಾರಿ, ಹೂವು, ಸಾಂಬಾರ ಮತ್ತು ತೋಟದ ಬೆಳೆಗಳನ್ನು ಬೆಳೆಯುವವರು, ಸರ್ಕಾರಿ ಬೆಳೆ ಯೋಜನೆಯ ಹೊರಗೆ ಅಥವಾ ಜೊತೆಗೆ.",
      ],
      [
        [
          "Loss from adverse weather measured at a reference weather station",
          "संदर्भ मौसम केंद्र पर मापे गए प्रतिकूल मौसम से नुकसान",
          "ಉಲ್ಲೇಖಿತ ಹವಾಮಾನ ಕೇಂದ್ರದಲ್ಲಿ ಅಳೆದ ಪ್ರತಿಕೂಲ ಹವಾಮಾನದಿಂದ ನಷ್ಟ",
        ],
        [
          "Hailstorm and cyclone damage to the orchard",
          "ओलावृष्टि और चक्रवात से बाग का नुकसान",
          "ಆಲಿಕಲ್ಲು ಮಳೆ ಮತ್ತು ಚಂಡಮಾರುತದಿಂದ ತೋಟಕ್ಕೆ ಹಾನಿ",
        ],
      ],
      [
        [
          "Poor yield from bad husbandry or lack of irrigation",
          "खराब देखभाल या सिंचाई की कमी से कम उपज",
          "ಕಳಪೆ ಆರೈಕೆ ಅಥವಾ ನೀರಾವರಿ ಕೊರತೆಯಿಂದ ಕಡಿಮೆ ಇಳುವರಿ",
        ],
      ],
      [
        "The cost of cultivation per hectare for the crop.",
        "फसल के लिए प्रति हेक्टेयर खेती की लागत।",
        "ಬೆಳೆಗೆ ಪ್ರತಿ ಹೆಕ್ಟೇರ್ ಕೃಷಿ ವೆಚ್ಚ.",
      ],
    ),
    essentials(
      "cattle-insurance-policy",
      [
        "Dairy farmers and cattle owners with milch cows, buffaloes, bullocks, heifers and calves.",
        "दुधारू गायों, भैंसों, बैलों, बछियों और बछड़ों वाले डेयरी किसान और पशुपालक।",
        "ಹಾಲು ಕರೆಯುವ ಹಸು, ಎಮ್ಮೆ, ಎತ್ತು, ಕಡಸು ಮತ್ತು ಕರುಗಳಿರುವ ಹೈನುಗಾರರು ಮತ್ತು ಜಾನುವಾರು ಮಾಲೀಕರು.",
      ],
      [
        animalDeath,
        [
          "Permanent total disability of the animal, when added",
          "पशु की स्थायी पूर्ण विकलांगता, जोड़े जाने पर",
          "ಸೇರಿಸಿದರೆ ಪ್ರಾಣಿಯ ಶಾಶ್ವತ ಸಂಪೂರ್ಣ ಅಂಗವೈಕಲ್ಯ",
        ],
      ],
      [tagRule],
      [
        "The animal's market value, certified by a veterinary doctor.",
        "पशु चिकित्सक द्वारा प्रमाणित पशु का बाजार मूल्य।",
        "ಪಶುವೈದ್ಯರು ಪ್ರಮಾಣೀಕರಿಸಿದ ಪ್ರಾಣಿಯ ಮಾರುಕಟ್ಟೆ ಮೌಲ್ಯ.",
      ],
    ),
    essentials(
      "sheep-goat-insurance",
      [
        "Shepherds, goat rearers and farmers keeping sheep and goats for wool, milk or meat.",
        "ऊन, दूध या मांस के लिए भेड़ और बकरियाँ पालने वाले चरवाहे, बकरी पालक और किसान।",
        "ಉಣ್ಣೆ, ಹಾಲು ಅಥವಾ ಮಾಂಸಕ್ಕಾಗಿ ಕುರಿ ಮತ್ತು ಮೇಕೆ ಸಾಕುವ ಕುರುಬರು, ಮೇಕೆ ಸಾಕಣೆದಾರರು ಮತ್ತು ರೈತರು.",
      ],
      [
        animalDeath,
        [
          "Whole flocks on one policy, with tags for each animal",
          "एक पॉलिसी में पूरा झुंड, हर पशु के टैग के साथ",
          "ಒಂದೇ ಪಾಲಿಸಿಯಲ್ಲಿ ಇಡೀ ಹಿಂಡು, ಪ್ರತಿ ಪ್ರಾಣಿಗೆ ಟ್ಯಾಗ್‌ನೊಂದಿಗೆ",
        ],
      ],
      [tagRule],
      ["A value per animal by breed and age.", "नस्ल और आयु के अनुसार प्रति पशु मूल्य।", "ತಳಿ ಮತ್ತು ವಯಸ್ಸಿನಂತೆ ಪ್ರತಿ ಪ್ರಾಣಿಗೆ ಮೌಲ್ಯ."],
    ),
    essentials(
      "poultry-insurance",
      [
        "Poultry farmers raising broiler, layer and breeder birds.",
        "ब्रॉयलर, लेयर और ब्रीडर पक्षी पालने वाले मुर्गी पालक।",
        "ಬ್ರಾಯ್ಲರ್, ಲೇಯರ್ ಮತ್ತು ಬ್ರೀಡರ್ ಪಕ್ಷಿಗಳನ್ನು ಸಾಕುವ ಕೋಳಿ ಸಾಕಣೆದಾರರು.",
      ],
      [
        [
          "Death of birds from disease, accident, fire, flood and storm",
          "बीमारी, दुर्घटना, आग, बाढ़ और तूफान से पक्षियों की मृत्यु",
          "ಕಾಯಿಲೆ, ಅಪಘಾತ, ಬೆಂಕಿ, ಪ್ರವಾಹ ಮತ್ತು ಬಿರುಗಾಳಿಯಿಂದ ಪಕ್ಷಿಗಳ ಸಾವು",
        ],
        ["The flock as a whole, batch by batch", "पूरा झुंड, एक-एक बैच करके", "ಇಡೀ ಹಿಂಡು, ಒಂದೊಂದು ತಂಡವಾಗಿ"],
      ],
      [
        [
          "Normal mortality up to the rate the policy allows, and culling ordered by the government",
          "पॉलिसी में अनुमत दर तक सामान्य मृत्यु, और सरकार के आदेश पर मारे गए पक्षी",
          "ಪಾಲಿಸಿ ಅನುಮತಿಸಿದ ದರದವರೆಗಿನ ಸಾಮಾನ್ಯ ಮರಣ ಮತ್ತು ಸರ್ಕಾರದ ಆದೇಶದ ಮೇರೆಗೆ ಕೊಂದ ಪಕ್ಷಿಗಳು",
        ],
      ],
      [
        "A value per bird by type and age of the batch.",
        "बैच के प्रकार और आयु के अनुसार प्रति पक्षी मूल्य।",
        "ತಂಡದ ಬಗೆ ಮತ್ತು ವಯಸ್ಸಿನಂತೆ ಪ್ರತಿ ಪಕ್ಷಿಗೆ ಮೌಲ್ಯ.",
      ],
    ),
    essentials(
      "micro-insurance-policy",
      [
        "Low-income families in villages and towns who want their home, belongings, livestock and lives covered for a small premium.",
        "गाँवों और कस्बों के कम आय वाले परिवार जो कम प्रीमियम पर अपने घर, सामान, पशुधन और जीवन का कवर चाहते हैं।",
        "ಕಡಿಮೆ ಪ್ರೀಮಿಯಂನಲ್ಲಿ ತಮ್ಮ ಮನೆ, ವಸ್ತುಗಳು, ಜಾನುವಾರು ಮತ್ತು ಜೀವಗಳಿಗೆ ರಕ್ಷಣೆ ಬಯಸುವ ಹಳ್ಳಿ ಮತ್ತು ಪಟ್ಟಣಗಳ ಕಡಿಮೆ ಆದಾಯದ ಕುಟುಂಬಗಳು.",
      ],
      [
        [
          "The dwelling and household goods against fire and natural calamities",
          "आग और प्राकृतिक आपदाओं से घर और घरेलू सामान",
          "ಬೆಂಕಿ ಮತ್ತು ನೈಸರ್ಗಿಕ ವಿಪತ್ತುಗಳಿಂದ ಮನೆ ಮತ್ತು ಗೃಹೋಪಯೋಗಿ ವಸ್ತುಗಳು",
        ],
        [
          "Personal accident cover for the earning members",
          "कमाने वाले सदस्यों के लिए व्यक्तिगत दुर्घटना कवर",
          "ದುಡಿಯುವ ಸದಸ್ಯರಿಗೆ ವೈಯಕ್ತಿಕ ಅಪಘಾತ ರಕ್ಷಣೆ",
        ],
      ],
      [
        [
          "Cover above the small limits of each section",
          "हर खंड की छोटी सीमाओं से ऊपर का कवर",
          "ಪ್ರತಿ ವಿಭಾಗದ ಸಣ್ಣ ಮಿತಿಗಳ ಮೇಲಿನ ರಕ್ಷಣೆ",
        ],
      ],
      [
        "Within IRDAI's micro-insurance limits for each section.",
        "हर खंड के लिए IRDAI की सूक्ष्म बीमा सीमाओं के भीतर।",
        "ಪ್ರತಿ ವಿಭಾಗಕ್ಕೆ IRDAI ಸೂಕ್ಷ್ಮ ವಿಮಾ ಮಿತಿಗಳೊಳಗೆ.",
      ],
    ),
    essentials(
      "pradhan-mantri-suraksha-bima-yojana",
      [
        "Anyone of 18 to 70 with a savings bank or post office account who wants accident cover for ₹20 a year.",
        "18 से 70 वर्ष का कोई भी व्यक्ति जिसका बचत बैंक या डाकघर खाता है और जो ₹20 प्रति वर्ष में दुर्घटना कवर चाहता है।",
        "ವರ್ಷಕ್ಕೆ ₹20 ಕ್ಕೆ ಅಪಘಾತ ರಕ್ಷಣೆ ಬಯಸುವ, ಉಳಿತಾಯ ಬ್ಯಾಂಕ್ ಅಥವಾ ಅಂಚೆ ಕಚೇರಿ ಖಾತೆ ಹೊಂದಿರುವ 18 ರಿಂದ 70 ವರ್ಷದ ಯಾರಾದರೂ.",
      ],
      [
        [
          "₹2 lakh on accidental death or total and irrecoverable loss of both eyes, both hands or feet",
          "दुर्घटना में मृत्यु या दोनों आँखों, दोनों हाथों या पैरों की पूर्ण और स्थायी हानि पर ₹2 लाख",
          "ಅಪಘಾತದಲ್ಲಿ ಸಾವು ಅಥವಾ ಎರಡೂ ಕಣ್ಣು, ಎರಡೂ ಕೈ ಅಥವಾ ಕಾಲುಗಳ ಸಂಪೂರ್ಣ ಮತ್ತು ಶಾಶ್ವತ ನಷ್ಟಕ್ಕೆ ₹2 ಲಕ್ಷ",
        ],
        [
          "₹1 lakh on total and irrecoverable loss of one eye, one hand or one foot",
          "एक आँख, एक हाथ या एक पैर की पूर्ण और स्थायी हानि पर ₹1 लाख",
          "ಒಂದು ಕಣ್ಣು, ಒಂದು ಕೈ ಅಥವಾ ಒಂದು ಕಾಲಿನ ಸಂಪೂರ್ಣ ಮತ್ತು ಶಾಶ್ವತ ನಷ್ಟಕ್ಕೆ ₹1 ಲಕ್ಷ",
        ],
      ],
      [
        [
          "Death from illness: this is an accident scheme",
          "बीमारी से मृत्यु: यह दुर्घटना योजना है",
          "ಅನಾರೋಗ್ಯದಿಂದ ಸಾವು: ಇದು ಅಪಘಾತ ಯೋಜನೆ",
        ],
      ],
      [
        "A fixed cover from 1 June to 31 May, renewed by auto-debit of ₹20 from your account.",
        "1 जून से 31 मई तक का तय कवर, आपके खाते से ₹20 के ऑटो-डेबिट से नवीनीकरण।",
        "ಜೂನ್ 1 ರಿಂದ ಮೇ 31 ರವರೆಗೆ ನಿಗದಿತ ರಕ್ಷಣೆ, ನಿಮ್ಮ ಖಾತೆಯಿಂದ ₹20 ಸ್ವಯಂ ಡೆಬಿಟ್ ಮೂಲಕ ನವೀಕರಣ.",
      ],
    ),
    essentials(
      "gramin-griha-raksha-micro",
      [
        "Rural households who want their kutcha or pucca house and its contents covered against fire, storm and flood.",
        "ग्रामीण परिवार जो अपने कच्चे या पक्के घर और उसके सामान का आग, तूफान और बाढ़ से कवर चाहते हैं।",
        "ತಮ್ಮ ಕಚ್ಚಾ ಅಥವಾ ಪಕ್ಕಾ ಮನೆ ಮತ್ತು ಅದರ ವಸ್ತುಗಳಿಗೆ ಬೆಂಕಿ, ಬಿರುಗಾಳಿ ಮತ್ತು ಪ್ರವಾಹದಿಂದ ರಕ್ಷಣೆ ಬಯಸುವ ಗ್ರಾಮೀಣ ಕುಟುಂಬಗಳು.",
      ],
      [
        [
          "The house and household contents against fire, lightning, storm, flood and earthquake",
          "आग, बिजली गिरने, तूफान, बाढ़ और भूकंप से घर और घरेलू सामान",
          "ಬೆಂಕಿ, ಸಿಡಿಲು, ಬಿರುಗಾಳಿ, ಪ್ರವಾಹ ಮತ್ತು ಭೂಕಂಪದಿಂದ ಮನೆ ಮತ್ತು ಗೃಹೋಪಯೋಗಿ ವಸ್ತುಗಳು",
        ],
        ["Kutcha houses as well as pucca ones", "कच्चे और पक्के दोनों घर", "ಕಚ್ಚಾ ಮತ್ತು ಪಕ್ಕಾ ಎರಡೂ ಮನೆಗಳು"],
      ],
      [["Cash, jewellery and documents", "नकद, आभूषण और दस्तावेज", "ನಗದು, ಆಭರಣ ಮತ್ತು ದಾಖಲೆಗಳು"]],
      [
        "Fixed plans within IRDAI's micro-insurance limits.",
        "IRDAI की सूक्ष्म बीमा सीमाओं के भीतर तय योजनाएँ।",
        "IRDAI ಸೂಕ್ಷ್ಮ ವಿಮಾ ಮಿತಿಗಳೊಳಗೆ ನಿಗದಿತ ಯೋಜನೆಗಳು.",
      ],
    ),
  ],
};
