// Redis settings shared by both cache handlers, parsed once with zod. Plain ESM: Next loads the
// handlers by path at run time, outside the app's TypeScript build.
import { z } from 'zod';

const schema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/ }),
  // Lets several sites (or test runs) share one Redis without seeing each other's entries.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]*$/, 'letters, digits and _ . : - only')
    .default('lanternfall:'),
});

/** REDIS_URL and REDIS_KEY_PREFIX from the environment, checked; throws naming the bad setting. */
export function redisSettings(env = process.env) {
  const result = schema.safeParse({
    REDIS_URL: env.REDIS_URL?.trim(),
    REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX?.trim() || undefined,
  });
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid cache handler environment: ${issues.join('; ')}`);
  }
  return { url: result.data.REDIS_URL, prefix: result.data.REDIS_KEY_PREFIX };
}
