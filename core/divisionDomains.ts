/**
 * A division's e-mail domains as an organiser types them: one comma (or space) separated list,
 * in the panel's field and after the CLI's --domains. The server checks each domain.
 */
export function readDomainList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
}

/** The list as the field shows it. */
export function domainListText(domains: readonly string[]): string {
  return domains.join(', ');
}
