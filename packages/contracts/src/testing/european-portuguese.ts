/**
 * Issue 18: the site's Portuguese is Brazilian. These are words and turns of phrase a Brazilian
 * reader would take as European Portuguese (each with its Brazilian form in the comment); the
 * tests of the web texts, the error catalogue and the seeded content fail on any of them.
 */
const MARKERS: readonly (readonly [RegExp, string])[] = [
  [/regist(?:ar|e|e-se|ar-se|o|os|ad[oa]s?|ámos)/u, 'cadastrar / cadastro / registro'],
  [/telem[óo]ve(?:l|is)/, 'celular'],
  [/ecrã/, 'tela'],
  [/descarreg\p{L}*/u, 'baixar'],
  [/utilizador(?:es)?/, 'usuário'],
  [/palavras?-passe/, 'senha'],
  [/lotarias?/, 'loteria'],
  [/equipas?/, 'equipe'],
  [/contact(?:os?|ar|e)/, 'contato / falar com'],
  [/ficheiros?/, 'arquivo'],
  [/partilh\p{L}*/u, 'compartilhar'],
  [/guard(?:ar|ad[oa]s?|e)/, 'salvar'],
  [/elimin(?:ar|ad[oa]s?|e)/, 'excluir'],
  [/connosco/, 'com a gente / conosco'],
  [/prémios?/, 'prêmio'],
  [/bónus/, 'bônus'],
  [/casino/, 'cassino'],
  [/desportos?/, 'esportes'],
  [/levantamentos?|levantar/, 'saque / sacar'],
  [/sessão iniciada|inici(?:e|ar) (?:a )?sessão|termin(?:ar|e) (?:a )?sessão/, 'entrar / sair'],
  [/introdu(?:za|zir)/, 'digite / informe'],
  [/alcunha/, 'apelido'],
  [/percentagem/, 'porcentagem'],
  [/de momento/, 'no momento'],
  [/ligaç(?:ão|ões)/, 'conexão / link'],
  [/por ler/, 'não lida'],
  [/definições/, 'configurações / ajustes'],
  [/secç(?:ão|ões)/, 'seção'],
  [
    /(?:^|está |estão |estamos )a (?:carregar|enviar|verificar|aguardar|atualizar|girar|apostar|abrir|terminar|fechar)/,
    'gerund: carregando, enviando…',
  ],
  [/lamentamos/, 'desculpe'],
  [/eletrónic[oa]s?/, 'eletrônico'],
  [/vietname/, 'Vietnã'],
  [/demasiad[oa]s?/, 'muitos / demais'],
  [/t[eê]m de/, 'deve / tem que'],
  [/numa/, 'em uma'],
  [/\p{L}+ámos/u, 'past tense without accent: enviamos'],
  [/apoio ao cliente/, 'atendimento'],
  [/montante/, 'valor'],
  [/facto|receção|autocarro|pequeno-almoço|óptim[oa]|acção|actual/, 'fato, recepção, ônibus…'],
  [/iban|pt50/, 'agência e conta / chave PIX'],
];

const COMPILED = MARKERS.map(
  ([pattern, brazilian]) =>
    [new RegExp(`(?<!\\p{L})(?:${pattern.source})(?!\\p{L})`, 'iu'), brazilian] as const,
);

/** The European-Portuguese words found in a text, each with the Brazilian form to use. */
export function europeanPortuguese(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, brazilian] of COMPILED) {
    const match = pattern.exec(text);
    if (match) found.push(`"${match[0].trim()}" (use ${brazilian})`);
  }
  return found;
}
