/**
 * The Slovenian data protection authority, to which the privacy policy directs complaints.
 * Its name and address read the same in every language; only the country is written in the
 * reader's language, where a text needs it.
 */
export const informationCommissioner = {
  name: "Informacijski pooblaščenec",
  address: { street: "Dunajska cesta 22", postalCode: "1000", city: "Ljubljana" },
} as const;
