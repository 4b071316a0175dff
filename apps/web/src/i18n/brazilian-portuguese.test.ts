import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessage } from '@app/contracts';
import { europeanPortuguese } from '@app/contracts/testing';

/**
 * Issue 18: the members are Brazilian, so every Portuguese text reads as Brazilian Portuguese.
 * Scans the shell texts, every feature's PT file (`pt.json` and `*.pt.json`) and the server's
 * error catalogue for European-Portuguese words (registar, telemóvel, ecrã, "a carregar"…).
 */
const PT_FILES = import.meta.glob<{ default: unknown }>(['../**/pt.json', '../**/*.pt.json'], {
  eager: true,
});

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      strings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

function european(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    europeanPortuguese(text).map((word) => `${where}: ${word} in "${text}"`),
  );
}

describe('Brazilian Portuguese', () => {
  it('finds the PT files of the shell and of the features', () => {
    const files = Object.keys(PT_FILES);
    expect(files).toContain('./locales/pt.json');
    expect(files.length).toBeGreaterThan(25);
  });

  it('no web text in Portuguese is European Portuguese', () => {
    const texts = Object.entries(PT_FILES).flatMap(([file, module]) =>
      strings(module.default, file),
    );
    expect(european(texts)).toEqual([]);
  });

  it("no message of the server's error catalogue in Portuguese is European Portuguese", () => {
    const texts = ERROR_CODES.map((code): [string, string] => [code, errorMessage(code, 'PT')]);
    expect(european(texts)).toEqual([]);
  });

  it('the marker list catches what it is there for', () => {
    expect(europeanPortuguese('A carregar…')).toHaveLength(1);
    expect(europeanPortuguese('Registar com o telemóvel')).toHaveLength(2);
    expect(
      europeanPortuguese('Carregando… Cadastrar com o celular, registro e compartilhar'),
    ).toEqual([]);
  });
});
