/**
 * The catalogue products with a page of their own (spec 2), by key: the
 * English address of that page. The route table makes their routes (and
 * product-pages.test.ts holds this list to it); links to products are built
 * from this list alone, which the browser's bundle carries instead of the
 * whole table (the menus build product links in the browser). Every other
 * product lives at `/{key}`.
 */
export const PRODUCT_PAGE_PATHS: Readonly<Record<string, string>> = {
  "car-insurance-online": "/motor-insurance/car-insurance-online",
  "private-car-insurance": "/motor-insurance/private-car-insurance",
  "commercial-motor-insurance": "/motor-insurance/commercial-motor-insurance",
  "motor-commercial-trailer": "/motor-insurance/motor-commercial-trailer",
  "motor-act-only": "/motor-insurance/motor-act-only",
  "bike-insurance": "/motor-insurance/bike-insurance",
  "two-wheeler-insurance": "/motor-insurance/two-wheeler-insurance",
  "motor-trade-transit": "/motor-trade-transit",
  "motor-trade-road-risk": "/motor-trade-road-risk",
  "motor-trade-internal-risk": "/motor-trade-internal-risk",
  "arogya-supreme": "/health-insurance/arogya-supreme",
  "arogya-topup-policy": "/health-insurance/arogya-topup-policy",
  "arogya-plus-policy": "/health-insurance/arogya-plus-policy",
  "arogya-sanjeevani-policy": "/health-insurance/arogya-sanjeevani-policy",
  "super-health-insurance-policy": "/health-insurance/super-health-insurance-policy",
  "super-topup-policy": "/health-insurance/super-topup-policy",
  cancer: "/health-insurance/cancer",
  "covid-19": "/health-insurance/covid-19",
  "critical-illness": "/health-insurance/critical-illness",
  "family-medical": "/health-insurance/family-medical",
  children: "/health-insurance/children",
  "hospital-cash": "/health-insurance/hospital-cash",
  "senior-citizen": "/health-insurance/senior-citizen",
  "individual-medical": "/health-insurance/individual-medical",
  "group-personal-accident-insurance": "/health-insurance/group-personal-accident-insurance",
  "group-health-insurance": "/health-insurance/group-health-insurance",
  "retail-health": "/health-insurance/retail-health",
  "loan-insurance": "/health-insurance/loan-insurance",
  "group-loan-insurance": "/group-loan-insurance",
  "griha-raksha": "/griha-raksha",
  "griha-raksha-plus-policy": "/home-insurance/griha-raksha-plus-policy",
  "travel-insurance": "/travel-insurance-online",
  "travel-annual-multi": "/travel-insurance/annual-multi",
  "travel-business": "/travel-insurance/business",
  "travel-family": "/travel-insurance/family",
  "travel-flight": "/travel-insurance/flight",
  "travel-holiday": "/travel-insurance/holiday",
  "travel-international": "/travel-insurance/international",
  "travel-senior-citizens": "/travel-insurance/senior-citizens",
  "travel-solo": "/travel-insurance/solo",
};
