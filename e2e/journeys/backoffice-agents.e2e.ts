import { describe, expect, it } from 'vitest';
import {
  login,
  registerThroughApi,
  trackCaptchas,
  API_MEMBER_PASSWORD,
} from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';

/**
 * The agents area of the back office at 1280 x 800 in Portuguese (issue 22), beside the member
 * on the phone: a finance operator finds a new member, makes it an agent, sets its rates and
 * offers it a daily salary on behalf of the house; the member signs in again, opens the agent
 * home, is prompted about the house's contract and accepts it, which the operator then sees.
 */
describe('back office: agents', () => {
  const app = useApp();

  it('a finance operator promotes a member, sets its rates and offers a house contract the member accepts', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'bag');

    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'finance');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Agentes' })
      .click();
    await visible(desk.getByRole('list', { name: /Árvore de agentes/ }));
    await desk.getByRole('button', { name: 'Mostrar subagentes de agent01' }).click();
    await visible(desk.getByRole('link', { name: 'agent02', exact: true }));

    // Promote: search the member, pick it, give the reason.
    await desk.getByRole('button', { name: 'Tornar membro agente' }).click();
    const promote = await visible(desk.getByRole('dialog', { name: 'Tornar um membro agente' }));
    await promote.getByLabel('Buscar membro pelo nome de usuário').fill(userName);
    await promote.getByRole('radio', { name: new RegExp(userName) }).check();
    await promote.getByLabel('Motivo').fill('Contrato de agente assinado');
    await promote.getByRole('button', { name: 'Tornar agente' }).click();
    await visible(desk.getByRole('heading', { name: new RegExp(`^Agente ${userName}`) }));
    await visible(desk.getByText(`${userName} agora é agente`));

    // Rates: a top-level agent, bounded by 100% only.
    await desk.getByLabel('Nova taxa de RNG (%)').fill('1,25');
    await desk.getByLabel('Nova taxa de LOTT (%)').fill('2');
    await desk.getByLabel('Motivo').fill('Taxas do contrato');
    await desk.getByRole('button', { name: 'Salvar taxas' }).click();
    await visible(desk.getByText('Taxas salvas'));
    const rates = desk.getByRole('table', { name: 'Taxa por tipo de jogo, com os limites' });
    await visible(rates.getByRole('row', { name: /RNG 1,25%/ }));

    // A house contract: daily salary, 0.50% from the first real.
    await desk.getByRole('tab', { name: 'Contratos' }).click();
    await desk.getByRole('button', { name: 'Oferecer contrato da casa' }).click();
    const offer = await visible(
      desk.getByRole('dialog', { name: `Oferecer contrato da casa a ${userName}` }),
    );
    await offer.getByLabel('Faixa 1: taxa (%)').fill('0,5');
    await offer.getByLabel('Motivo').fill('Programa da casa');
    await offer.getByRole('button', { name: 'Oferecer' }).click();
    await visible(desk.getByText('Contrato oferecido: o agente o verá no site'));
    const received = desk.getByRole('table', { name: 'Contratos recebidos' });
    await visible(received.getByText('Pendente'));

    // The member signs in again: the site now treats it as an agent and prompts the contract.
    const phone = await app.freshPage();
    await phone.goto(`${baseUrl}/m/home`, { waitUntil: 'domcontentloaded' });
    await login(phone, baseUrl, trackCaptchas(phone), userName, API_MEMBER_PASSWORD);
    const prompt = await visible(
      phone.getByRole('dialog', { name: 'Novo contrato de Salário diário' }),
    );
    await prompt.getByRole('button', { name: 'Ver contrato' }).click();
    await phone.getByRole('button', { name: 'Aceitar' }).click();
    const confirm = await visible(phone.getByRole('dialog', { name: 'Aceitar este contrato?' }));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await visible(phone.getByText('Sua decisão foi salva.'));
    await phone.goto(`${baseUrl}/m/agent`, { waitUntil: 'domcontentloaded' });
    await visible(
      phone.getByRole('heading', {
        name: new RegExp(`^(Bom dia|Boa tarde|Boa noite), ${userName}$`),
      }),
    );

    // The operator sees it accepted.
    await desk.reload({ waitUntil: 'domcontentloaded' });
    await expect
      .poll(() =>
        desk.getByRole('table', { name: 'Contratos recebidos' }).getByText('Aceito').count(),
      )
      .toBe(1);
  });
});
