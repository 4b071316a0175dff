import type { FishShot, FishSpecies } from '../../../src/engines/fish.ts';
import { api } from '../api.ts';
import { beforeWin, type Ctx } from '../context.ts';
import { decorativeRandom as random, h, sleep } from '../dom.ts';

interface Swimmer {
  species: FishSpecies;
  x: number;
  y: number;
  dir: 1 | -1;
  phase: number;
  /** Set while a shot at it is on its way, then how it ended. */
  hit: 'aim' | 'caught' | 'missed' | null;
}

interface Float {
  x: number;
  y: number;
  text: string;
  until: number;
}

const SWIMMERS = 9;

/** Fish shooting: a canvas aquarium to tap, and one button per species for the same shots. */
export function mountFish(ctx: Ctx, board: HTMLElement, actions: HTMLElement) {
  const { t } = ctx;
  const species = (ctx.session.game.rules as { species: FishSpecies[] }).species;
  const nameOf = (fish: FishSpecies) => t.fish[fish.id] ?? fish.id;

  const canvas = h('canvas', { class: 'sea', role: 'img', 'aria-label': t.sea });
  const detail = h('p', { class: 'step-caption' });
  board.append(canvas, detail);

  const list = h('div', { class: 'shoot-list', role: 'group', 'aria-label': t.shootList });
  const buttons = species.map((fish) => {
    const button = h(
      'button',
      { type: 'button', class: 'shoot' },
      h('span', { class: 'swatch', 'aria-hidden': 'true' }),
      `${nameOf(fish)} (x${fish.multiplier})`,
    );
    button.style.setProperty('--fish', fish.colour);
    button.setAttribute('aria-label', t.shoot(fish.id, nameOf(fish), fish.multiplier));
    button.addEventListener('click', () => void fire(fish, null));
    list.append(button);
    return button;
  });
  actions.after(list);

  // ---- The aquarium (decoration: Math-free randomness from crypto, see dom.ts).
  const context = canvas.getContext('2d');
  let width = 0;
  let height = 0;
  let scale = 1;
  function resize() {
    const ratio = window.devicePixelRatio || 1;
    width = canvas.clientWidth || 358;
    height = Math.round(width * 0.62);
    scale = width / 900;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.height = `${height}px`;
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  }
  const radius = (fish: FishSpecies) => Math.max(11, Math.min(48, fish.size * scale));

  // Small fish are common, big ones rare (decoration only: every shot returns the same).
  const weights = species.map((fish) => 1 / Math.sqrt(fish.multiplier));
  const total = weights.reduce((a, b) => a + b, 0);
  function pickSpecies(): FishSpecies {
    let value = random() * total;
    for (let i = 0; i < species.length; i += 1) {
      value -= weights[i]!;
      if (value <= 0) return species[i]!;
    }
    return species[0]!;
  }
  function spawn(anywhere: boolean): Swimmer {
    const fish = pickSpecies();
    const r = radius(fish);
    const dir = random() < 0.5 ? 1 : -1;
    return {
      species: fish,
      x: anywhere ? r + random() * (width - 2 * r) : dir === 1 ? -2 * r : width + 2 * r,
      y: r + random() * Math.max(1, height - 2 * r),
      dir,
      phase: random() * Math.PI * 2,
      hit: null,
    };
  }

  resize();
  let swimmers: Swimmer[] = Array.from({ length: SWIMMERS }, () => spawn(true));
  const floats: Float[] = [];

  function drawFish(fish: Swimmer, now: number) {
    if (!context) return;
    const r = radius(fish.species);
    const wobble = ctx.reduced ? 0 : Math.sin(now / 300 + fish.phase) * r * 0.15;
    context.save();
    context.translate(fish.x, fish.y + wobble);
    context.scale(fish.dir, 1);
    context.globalAlpha = fish.hit === 'caught' ? 0.35 : 1;
    context.fillStyle = fish.species.colour;
    context.beginPath();
    context.moveTo(-r * 1.1, 0);
    context.lineTo(-r * 1.9, -r * 0.6);
    context.lineTo(-r * 1.9, r * 0.6);
    context.closePath();
    context.fill();
    context.beginPath();
    context.ellipse(0, 0, r * 1.25, r * 0.75, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#fff';
    context.beginPath();
    context.arc(r * 0.65, -r * 0.2, Math.max(2, r * 0.15), 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#000';
    context.beginPath();
    context.arc(r * 0.7, -r * 0.2, Math.max(1, r * 0.07), 0, Math.PI * 2);
    context.fill();
    if (fish.hit === 'aim') {
      context.strokeStyle = '#fff';
      context.lineWidth = 2;
      context.beginPath();
      context.arc(0, 0, r * 1.5, 0, Math.PI * 2);
      context.stroke();
    }
    context.restore();
    context.fillStyle = '#fff';
    context.font = `600 ${Math.max(10, Math.round(r * 0.55))}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.fillText(`x${fish.species.multiplier}`, fish.x, fish.y - r - 4);
  }

  let last = performance.now();
  function paint(now: number) {
    if (!context) return;
    const dt = Math.min(0.1, (now - last) / 1000);
    last = now;
    context.clearRect(0, 0, width, height);
    swimmers = swimmers.map((fish) => {
      if (!ctx.reduced && fish.hit !== 'aim')
        fish.x += fish.dir * fish.species.speed * scale * 0.6 * dt;
      const r = radius(fish.species);
      const gone = fish.dir === 1 ? fish.x > width + 2 * r : fish.x < -2 * r;
      return gone ? spawn(false) : fish;
    });
    for (const fish of swimmers) drawFish(fish, now);
    for (let i = floats.length - 1; i >= 0; i -= 1) {
      const float = floats[i]!;
      if (now > float.until) {
        floats.splice(i, 1);
        continue;
      }
      context.fillStyle = '#fff';
      context.font = '700 16px system-ui, sans-serif';
      context.textAlign = 'center';
      context.fillText(
        float.text,
        float.x,
        float.y - (ctx.reduced ? 0 : (1200 - (float.until - now)) / 40),
      );
    }
  }
  function loop(now: number) {
    paint(now);
    requestAnimationFrame(loop);
  }
  if (ctx.reduced) paint(performance.now());
  else requestAnimationFrame(loop);
  window.addEventListener('resize', () => {
    resize();
    paint(performance.now());
  });

  canvas.addEventListener('pointerdown', (event) => {
    const box = canvas.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    // The nearest fish under the finger (with some room around small ones).
    let best: Swimmer | null = null;
    let bestDistance = Infinity;
    for (const fish of swimmers) {
      if (fish.hit) continue;
      const r = radius(fish.species) * 1.5 + 8;
      const distance = Math.hypot(x - fish.x, y - fish.y);
      if (distance <= r && distance < bestDistance) {
        best = fish;
        bestDistance = distance;
      }
    }
    if (best) void fire(best.species, best);
  });

  // ---- Shots.
  let busy = false;
  async function fire(fish: FishSpecies, target: Swimmer | null) {
    if (busy) return;
    busy = true;
    const focused = document.activeElement;
    ctx.clearAlert();
    ctx.lock(true);
    for (const button of buttons) button.disabled = true;
    const aimed =
      target ?? swimmers.find((swimmer) => swimmer.species.id === fish.id && !swimmer.hit) ?? null;
    if (aimed) aimed.hit = 'aim';
    if (ctx.reduced) paint(performance.now());
    try {
      const answer = await api.play(ctx.betCents(), { speciesId: fish.id });
      const shot = answer.round.outcome as FishShot;
      const before = beforeWin(answer.round, answer.balanceCents);
      if (before !== null) void ctx.showBalance(before);
      detail.textContent = shot.captured ? t.captured(nameOf(fish)) : t.missed(nameOf(fish));
      if (aimed) {
        aimed.hit = shot.captured ? 'caught' : 'missed';
        floats.push({
          x: aimed.x,
          y: aimed.y,
          text: shot.captured ? `+${ctx.money(shot.winCents)}` : '—',
          until: performance.now() + 1200,
        });
        if (ctx.reduced) paint(performance.now());
        await sleep(ctx.reduced ? 0 : 250);
        if (shot.captured)
          swimmers = swimmers.map((swimmer) => (swimmer === aimed ? spawn(true) : swimmer));
        else aimed.hit = null;
        if (ctx.reduced) paint(performance.now());
      }
      await ctx.roundShown(answer.round, answer.balanceCents);
    } catch (error) {
      if (aimed) aimed.hit = null;
      ctx.fail(error);
    } finally {
      busy = false;
      ctx.lock(false);
      for (const button of buttons) button.disabled = false;
      if (focused instanceof HTMLElement && document.activeElement !== focused) focused.focus();
    }
  }
}
