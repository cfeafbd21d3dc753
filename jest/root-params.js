/**
 * `next/root-params` is a placeholder that Next's compiler replaces with the route's root params;
 * outside a Next render (jest) there is no route, so no root param: lib/i18n/current.ts then reads
 * the locale a test names with inLocale, or English.
 */
exports.locale = async () => undefined;
