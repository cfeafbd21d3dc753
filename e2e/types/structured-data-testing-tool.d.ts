// The package ships no types; this covers what e2e/seo.spec.ts uses.
declare module 'structured-data-testing-tool' {
  export interface TestResult {
    test: string;
    description: string;
    type?: string;
    warning?: boolean;
  }
  export interface Result {
    passed: TestResult[];
    failed: TestResult[];
    warnings: TestResult[];
  }
  export interface Preset {
    name: string;
    tests: TestResult[];
  }
  /** Resolves when every test passes; rejects with `{ res: Result }` when one fails. */
  export function structuredDataTest(html: string, options: { presets: Preset[] }): Promise<Result>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { Preset } from 'structured-data-testing-tool';
  export const Google: Preset;
  export const Twitter: Preset;
  export const Facebook: Preset;
}
