/** The languages Brushwork speaks: English, the default, and Spanish. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** Each language by its own name, as a chooser of languages offers it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };
