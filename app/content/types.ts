/** Shapes of content entries as the content API answers them (spec 3). */

export interface Media {
  id: number;
  name: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  size: number;
  url: string;
}

interface Entry {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface ProductCategory extends Entry {
  Name_en: string;
  Name_hi: string;
  Name_kannad: string;
  category_url: string | null;
  sort_order: number | null;
  is_active: boolean;
  isMenu: boolean;
  parent: boolean | null;
}

export interface Product extends Entry {
  key: string;
  productName: string;
  crmProductName: string | null;
  prodEventName: string | null;
  productType: string | null;
  Name_en: string;
  Name_hi: string;
  Name_kannad: string;
  Description_en: string | null;
  Description_hi: string | null;
  Description_kannad: string | null;
  Tooltip_text_en: string | null;
  Tooltip_text_hi: string | null;
  Tooltip_text_kannad: string | null;
  smallicon: Media | null;
  productcategories: ProductCategory[];
  sort_order: number | null;
  is_active: boolean;
  isMenu: boolean;
}

export interface ProductData extends Entry {
  key: string;
  heading: string | null;
  intro: string | null;
  highlights: { title: string; description: string }[] | null;
}

export interface BreadcrumbItem {
  name: string;
  item?: string | null;
}

export interface HelmetData extends Entry {
  pageComponent: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  canonical: string | null;
  pageHeading: string | null;
  pageDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  ogType: string | null;
  twitterCard: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
  breadcrumbs_items: BreadcrumbItem[] | null;
  faq_items: { question: string; answer: string }[] | null;
  urlLangList: Record<string, boolean> | null;
}

export interface TranslationKeyword extends Entry {
  keyword: string;
  content_en: string | null;
  content_hi: string | null;
  content_kannada: string | null;
  content_assamese: string | null;
}

export interface SiteSettings extends Entry {
  Brand_Name_en: string;
  Brand_Name_hi: string;
  Brand_Name_kannad: string;
  Logo: Media | null;
  Legal_Address_en: string | null;
  Legal_Address_hi: string | null;
  Legal_Address_kannad: string | null;
  Copyright_en: string | null;
  Copyright_hi: string | null;
  Copyright_kannad: string | null;
  Support_Email: string | null;
  Helplines: {
    Label_en: string;
    Label_hi: string;
    Label_kannad: string;
    Number: string;
    Hours_en: string | null;
    Hours_hi: string | null;
    Hours_kannad: string | null;
    Audience: string;
  }[];
}
