// A page's address parameters as Next hands them over: a parameter given twice arrives as a list, and only its first
// value counts. Free of server code.

export type PageSearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: PageSearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}
