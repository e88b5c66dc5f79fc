/** Texts of the documents screens (English). */
export const documents = {
};
