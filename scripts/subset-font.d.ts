// The package ships no types; this covers the options the typeface script uses.
declare module "subset-font" {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    variationAxes?: Record<string, number | AxisRange>;
    keepFeatures?: string[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
