/** The OSCAL release every export declares (`metadata.oscal-version`); NIST's 1.1.2 content validates against the schemas kept here. */
export const OSCAL_VERSION = "1.1.2";
