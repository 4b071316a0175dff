/** Lower case without accents: "ho chi minh" finds "TP. Hồ Chí Minh", "da nang" "Đà Nẵng". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

export function matchesName(name: string, query: string): boolean {
  const wanted = foldName(query);
  return wanted === '' || foldName(name).includes(wanted);
}
