/** Base path of the custom-framework API. */
export const CF = "/api/v1/custom-frameworks";
