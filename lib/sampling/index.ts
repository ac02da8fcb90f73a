// Sampling for tests of operating effectiveness: the sample-size table and the re-performable draw. Pure: no
// database, no other lib folder (a leaf of LIB_LAYERS).
export { drawSample, newSeed, SAMPLING_ALGORITHM } from "./draw";
export { recommendedSampleSize, SAMPLE_SIZE_TABLE, type SampleSizeAdvice } from "./sample-size";
