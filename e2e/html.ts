/**
 * A detail page's heading and title, without the rest of its HTML: its History section names a
 * write's old values, so freshness checks that a name is gone look only here.
 */
export function headingAndTitle(html: string): string {
  return (html.match(/<h1[^>]*>[\s\S]*?<\/h1>|<title>[^<]*/g) ?? []).join(' ');
}
