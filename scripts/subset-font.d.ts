// subset-font ships no types; this is the part of its API scripts/og-font.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
      noHinting?: boolean;
      dropTables?: string[];
    },
  ): Promise<Buffer>;
}
