/** A paragraph, or a bullet list when the block is an array. */
export type LegalBlock = string | string[];

export type LegalSection = { title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** dd/MM/yyyy */
  updatedAt: string;
  intro: string;
  sections: LegalSection[];
};

/** Where the privacy team (the DPO) is reached. */
export const PRIVACY_EMAIL = 'privacidade@alinhavo.app';
export const CONTACT_EMAIL = 'contato@alinhavo.app';
