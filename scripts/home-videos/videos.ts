/**
 * The home page's explainer videos (issue 16, decision 069): what each says, step by step, in
 * English, Hindi and Kannada. scripts/generate-home-videos.ts draws one slide a step (a pictogram
 * and the step's number: no words in the picture, so one video serves every language), makes the
 * MP4, the poster and a WebVTT caption file a language from these steps, and writes
 * content/seed/homevideos.json.
 */

export type Pictogram =
  "card" | "document" | "clock" | "hospital" | "check" | "rupee" | "phone" | "car" | "lock" | "search";

export interface Step {
  pictogram: Pictogram;
  en: string;
  hi: string;
  kn: string;
}

export interface VideoScript {
  id: number;
  slug: string;
  title: { en: string; hi: string; kn: string };
  description: { en: string; hi: string; kn: string };
  steps: Step[];
}

/** Seconds each step stays on screen (six steps: 24 s a video). */
export const STEP_SECONDS = 4;

export const VIDEOS: VideoScript[] = [
  {
    id: 1,
    slug: "cashless-health-claim",
    title: {
      en: "How to make a cashless health claim",
      hi: "कैशलेस स्वास्थ्य दावा कैसे करें",
      kn: "ನಗದುರಹಿತ ಆರೋಗ್ಯ ಕ್ಲೇಮ್ ಮಾಡುವುದು ಹೇಗೆ",
    },
    description: {
      en: "From the hospital's insurance desk to discharge: who does what, and how fast.",
      hi: "अस्पताल के बीमा डेस्क से छुट्टी तक: कौन क्या करता है और कितनी जल्दी।",
      kn: "ಆಸ್ಪತ್ರೆಯ ವಿಮಾ ಕೌಂಟರ್‌ನಿಂದ ಡಿಸ್ಚಾರ್ಜ್‌ವರೆಗೆ: ಯಾರು ಏನು ಮಾಡುತ್ತಾರೆ, ಎಷ್ಟು ಬೇಗ.",
    },
    steps: [
      {
        pictogram: "card",
        en: "At a network hospital, show your health card and a photo ID at the insurance desk.",
        hi: "नेटवर्क अस्पताल में बीमा डेस्क पर अपना स्वास्थ्य कार्ड और फ़ोटो पहचान पत्र दिखाएँ।",
        kn: "ನೆಟ್‌ವರ್ಕ್ ಆಸ್ಪತ್ರೆಯ ವಿಮಾ ಕೌಂಟರ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಆರೋಗ್ಯ ಕಾರ್ಡ್ ಮತ್ತು ಭಾವಚಿತ್ರವಿರುವ ಗುರುತಿನ ಚೀಟಿ ತೋರಿಸಿ.",
      },
      {
        pictogram: "document",
        en: "The hospital sends us the pre-authorisation request: 48 hours before a planned stay, or within 24 hours of an emergency.",
        hi: "अस्पताल हमें पूर्व-अनुमति का अनुरोध भेजता है: तय भर्ती से 48 घंटे पहले, या आपात स्थिति में 24 घंटे के भीतर।",
        kn: "ಆಸ್ಪತ್ರೆ ನಮಗೆ ಪೂರ್ವಾನುಮತಿ ವಿನಂತಿ ಕಳುಹಿಸುತ್ತದೆ: ಯೋಜಿತ ದಾಖಲಾತಿಗೆ 48 ಗಂಟೆ ಮೊದಲು, ಅಥವಾ ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ 24 ಗಂಟೆಗಳೊಳಗೆ.",
      },
      {
        pictogram: "clock",
        en: "We answer the hospital within an hour with the amount we approve.",
        hi: "हम एक घंटे के भीतर अस्पताल को स्वीकृत राशि बता देते हैं।",
        kn: "ನಾವು ಒಂದು ಗಂಟೆಯೊಳಗೆ ಅನುಮೋದಿತ ಮೊತ್ತವನ್ನು ಆಸ್ಪತ್ರೆಗೆ ತಿಳಿಸುತ್ತೇವೆ.",
      },
      {
        pictogram: "hospital",
        en: "You are treated; the hospital tells us if the cost changes.",
        hi: "आपका इलाज होता है; खर्च बदलने पर अस्पताल हमें बताता है।",
        kn: "ನಿಮಗೆ ಚಿಕಿತ್ಸೆ ನಡೆಯುತ್ತದೆ; ವೆಚ್ಚ ಬದಲಾದರೆ ಆಸ್ಪತ್ರೆ ನಮಗೆ ತಿಳಿಸುತ್ತದೆ.",
      },
      {
        pictogram: "check",
        en: "At discharge we settle the approved bill with the hospital, within three hours of its final request.",
        hi: "छुट्टी के समय अस्पताल के अंतिम अनुरोध के तीन घंटे के भीतर हम स्वीकृत बिल सीधे अस्पताल को चुकाते हैं।",
        kn: "ಡಿಸ್ಚಾರ್ಜ್ ವೇಳೆ ಆಸ್ಪತ್ರೆಯ ಅಂತಿಮ ವಿನಂತಿಯ ಮೂರು ಗಂಟೆಗಳೊಳಗೆ ಅನುಮೋದಿತ ಬಿಲ್ ಅನ್ನು ನಾವು ನೇರವಾಗಿ ಆಸ್ಪತ್ರೆಗೆ ಪಾವತಿಸುತ್ತೇವೆ.",
      },
      {
        pictogram: "rupee",
        en: "You pay only what the policy does not cover, such as consumables or a co-payment.",
        hi: "आप केवल वह चुकाते हैं जो पॉलिसी कवर नहीं करती, जैसे उपभोग्य सामग्री या सह-भुगतान।",
        kn: "ಪಾಲಿಸಿ ಒಳಗೊಳ್ಳದ ವೆಚ್ಚವನ್ನು ಮಾತ್ರ ನೀವು ಪಾವತಿಸುತ್ತೀರಿ, ಉದಾಹರಣೆಗೆ ಬಳಕೆಯ ವಸ್ತುಗಳು ಅಥವಾ ಸಹ-ಪಾವತಿ.",
      },
    ],
  },
  {
    id: 2,
    slug: "renew-motor-policy",
    title: {
      en: "How to renew your motor policy online",
      hi: "मोटर पॉलिसी का ऑनलाइन नवीनीकरण कैसे करें",
      kn: "ಮೋಟಾರ್ ಪಾಲಿಸಿಯನ್ನು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ನವೀಕರಿಸುವುದು ಹೇಗೆ",
    },
    description: {
      en: "Renew in a few minutes and keep your No Claim Bonus.",
      hi: "कुछ ही मिनटों में नवीनीकरण करें और अपना दावा-मुक्त बोनस (NCB) बनाए रखें।",
      kn: "ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ನವೀಕರಿಸಿ, ನಿಮ್ಮ ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ (NCB) ಉಳಿಸಿಕೊಳ್ಳಿ.",
    },
    steps: [
      {
        pictogram: "phone",
        en: "Open the policy renewal page and enter your policy number or your vehicle's registration number.",
        hi: "पॉलिसी नवीनीकरण पृष्ठ खोलें और अपना पॉलिसी नंबर या वाहन का पंजीकरण नंबर लिखें।",
        kn: "ಪಾಲಿಸಿ ನವೀಕರಣ ಪುಟ ತೆರೆಯಿರಿ ಮತ್ತು ನಿಮ್ಮ ಪಾಲಿಸಿ ಸಂಖ್ಯೆ ಅಥವಾ ವಾಹನದ ನೋಂದಣಿ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ.",
      },
      {
        pictogram: "document",
        en: "Check the vehicle's details, its insured declared value (IDV) and your No Claim Bonus.",
        hi: "वाहन का विवरण, उसका बीमित घोषित मूल्य (IDV) और अपना दावा-मुक्त बोनस (NCB) जाँचें।",
        kn: "ವಾಹನದ ವಿವರಗಳು, ಅದರ ವಿಮಾ ಘೋಷಿತ ಮೌಲ್ಯ (IDV) ಮತ್ತು ನಿಮ್ಮ ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ (NCB) ಪರಿಶೀಲಿಸಿ.",
      },
      {
        pictogram: "car",
        en: "Add or remove add-ons such as zero depreciation or engine protection.",
        hi: "शून्य मूल्यह्रास या इंजन सुरक्षा जैसे ऐड-ऑन जोड़ें या हटाएँ।",
        kn: "ಶೂನ್ಯ ಸವಕಳಿ ಅಥವಾ ಎಂಜಿನ್ ರಕ್ಷಣೆಯಂತಹ ಆಡ್-ಆನ್‌ಗಳನ್ನು ಸೇರಿಸಿ ಅಥವಾ ತೆಗೆದುಹಾಕಿ.",
      },
      {
        pictogram: "rupee",
        en: "Pay the premium by UPI, card or net banking.",
        hi: "प्रीमियम UPI, कार्ड या नेट बैंकिंग से चुकाएँ।",
        kn: "ಪ್ರೀಮಿಯಂ ಅನ್ನು UPI, ಕಾರ್ಡ್ ಅಥವಾ ನೆಟ್ ಬ್ಯಾಂಕಿಂಗ್ ಮೂಲಕ ಪಾವತಿಸಿ.",
      },
      {
        pictogram: "check",
        en: "Your renewed policy comes by email at once; keep a copy on your phone.",
        hi: "नवीनीकृत पॉलिसी तुरंत ईमेल से आती है; उसकी एक प्रति अपने फ़ोन में रखें।",
        kn: "ನವೀಕರಿಸಿದ ಪಾಲಿಸಿ ತಕ್ಷಣ ಇಮೇಲ್ ಮೂಲಕ ಬರುತ್ತದೆ; ಅದರ ಪ್ರತಿಯನ್ನು ನಿಮ್ಮ ಫೋನ್‌ನಲ್ಲಿ ಇಟ್ಟುಕೊಳ್ಳಿ.",
      },
      {
        pictogram: "clock",
        en: "Renew before the policy expires: 90 days after expiry the No Claim Bonus is lost.",
        hi: "पॉलिसी समाप्त होने से पहले नवीनीकरण करें: समाप्ति के 90 दिन बाद दावा-मुक्त बोनस (NCB) खत्म हो जाता है।",
        kn: "ಪಾಲಿಸಿ ಅವಧಿ ಮುಗಿಯುವ ಮೊದಲು ನವೀಕರಿಸಿ: ಅವಧಿ ಮುಗಿದ 90 ದಿನಗಳ ನಂತರ ನೋ ಕ್ಲೇಮ್ ಬೋನಸ್ (NCB) ಕಳೆದುಹೋಗುತ್ತದೆ.",
      },
    ],
  },
  {
    id: 3,
    slug: "check-claim-status",
    title: {
      en: "How to check a claim's status",
      hi: "दावे की स्थिति कैसे जाँचें",
      kn: "ಕ್ಲೇಮ್‌ನ ಸ್ಥಿತಿ ಪರಿಶೀಲಿಸುವುದು ಹೇಗೆ",
    },
    description: {
      en: "Where your claim stands, and what we still need from you, any time.",
      hi: "आपका दावा किस स्थिति में है और हमें आपसे और क्या चाहिए, कभी भी जानें।",
      kn: "ನಿಮ್ಮ ಕ್ಲೇಮ್ ಯಾವ ಹಂತದಲ್ಲಿದೆ, ನಮಗೆ ನಿಮ್ಮಿಂದ ಇನ್ನೇನು ಬೇಕು ಎಂದು ಯಾವಾಗ ಬೇಕಾದರೂ ತಿಳಿಯಿರಿ.",
    },
    steps: [
      {
        pictogram: "phone",
        en: "Open the claim status page.",
        hi: "दावे की स्थिति वाला पृष्ठ खोलें।",
        kn: "ಕ್ಲೇಮ್ ಸ್ಥಿತಿಯ ಪುಟ ತೆರೆಯಿರಿ.",
      },
      {
        pictogram: "document",
        en: "Enter your claim number or policy number, and your registered mobile number.",
        hi: "अपना दावा नंबर या पॉलिसी नंबर और पंजीकृत मोबाइल नंबर लिखें।",
        kn: "ನಿಮ್ಮ ಕ್ಲೇಮ್ ಸಂಖ್ಯೆ ಅಥವಾ ಪಾಲಿಸಿ ಸಂಖ್ಯೆ ಮತ್ತು ನೋಂದಾಯಿತ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ.",
      },
      {
        pictogram: "lock",
        en: "Type the one-time password (OTP) we send to that mobile number.",
        hi: "उस मोबाइल नंबर पर भेजा गया OTP लिखें।",
        kn: "ಆ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಗೆ ನಾವು ಕಳುಹಿಸುವ OTP ನಮೂದಿಸಿ.",
      },
      {
        pictogram: "search",
        en: "See where your claim stands and anything we still need from you.",
        hi: "देखें कि आपका दावा किस स्थिति में है और हमें आपसे और क्या चाहिए।",
        kn: "ನಿಮ್ಮ ಕ್ಲೇಮ್ ಯಾವ ಹಂತದಲ್ಲಿದೆ ಮತ್ತು ನಮಗೆ ನಿಮ್ಮಿಂದ ಇನ್ನೇನು ಬೇಕು ಎಂದು ನೋಡಿ.",
      },
      {
        pictogram: "document",
        en: "Upload any missing document on the same page.",
        hi: "कोई दस्तावेज छूटा हो तो उसी पृष्ठ पर अपलोड करें।",
        kn: "ಯಾವುದೇ ದಾಖಲೆ ಬಾಕಿ ಇದ್ದರೆ ಅದೇ ಪುಟದಲ್ಲಿ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.",
      },
      {
        pictogram: "phone",
        en: "Questions? Call our toll-free number with your claim number at hand.",
        hi: "कोई सवाल? अपना दावा नंबर पास रखकर हमारे टोल-फ़्री नंबर पर कॉल करें।",
        kn: "ಪ್ರಶ್ನೆಗಳಿವೆಯೇ? ನಿಮ್ಮ ಕ್ಲೇಮ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ನಮ್ಮ ಟೋಲ್-ಫ್ರೀ ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ.",
      },
    ],
  },
];
