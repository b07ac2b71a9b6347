/**
 * "Test connection" in SETTINGS (docs/ads.md): one test event to a platform with the saved pixel,
 * token and test event code, so it shows in the platform's test tool and counts for nothing. The
 * answer is in the shop owner's words, in French, never with the token.
 */
import type { AdConnectionResult, AdPlatform } from '@vigor/shared';
import { env } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import { redactSecrets } from '../../lib/redact-secrets.ts';
import type { AdAnswer } from './ad-answers.ts';
import { adRequest, type AdEventFacts } from './ad-requests.ts';
import { post } from './ad-sends.ts';
import { adConfig } from './ad-settings.ts';

const NAMES: Record<AdPlatform, string> = { meta: 'Meta', tiktok: 'TikTok' };
/** Where each platform shows test events. */
const TEST_TOOL: Record<AdPlatform, string> = {
  meta: "le Gestionnaire d'événements, onglet « Tester les événements »",
  tiktok: 'le Gestionnaire d’événements TikTok, onglet « Tester les événements »',
};
/** The codes that mean the token is wrong or expired (Meta 190; TikTok 40001, 40104, 40105). */
const TOKEN_REFUSED: Record<AdPlatform, (code: number) => boolean> = {
  meta: (code) => code === 190,
  tiktok: (code) => [40001, 40104, 40105].includes(code),
};

/** A made-up Lead, marked as a test: nobody's phone, no product. */
function testEvent(now: Date): AdEventFacts {
  const shopUrl = `${env.PUBLIC_ORIGIN ?? 'http://localhost'}/`;
  return {
    event: 'lead',
    eventId: `test-${now.getTime()}`,
    eventTime: now,
    orderId: 0,
    phone: '+212600000000',
    name: 'Test',
    city: 'Casablanca',
    value: 0,
    contents: [],
    browser: { ip: null, userAgent: 'VIGOR connection test', pageUrl: shopUrl },
    clickIds: { fbc: null, fbp: null, ttclid: null, ttp: null },
    shopUrl,
  };
}

function wordsFor(platform: AdPlatform, answer: AdAnswer): AdConnectionResult {
  const name = NAMES[platform];
  if (answer.ok)
    return {
      connected: true,
      message: `Connexion réussie : ${name} a reçu l'événement de test. Il apparaît dans ${TEST_TOOL[platform]}.`,
    };
  const code = Number(/code (\d+)/.exec(answer.error)?.[1]);
  if (answer.error.startsWith('not reached'))
    return {
      connected: false,
      message: `${name} ne répond pas. Vérifiez la connexion Internet du serveur, puis réessayez.`,
    };
  if (TOKEN_REFUSED[platform](code))
    return {
      connected: false,
      message: `${name} refuse le jeton d'accès : il est expiré ou mal copié. Créez-en un nouveau et enregistrez-le.`,
    };
  if (answer.retry)
    return {
      connected: false,
      message: `${name} est momentanément indisponible ou reçoit trop de demandes. Réessayez dans quelques minutes.`,
    };
  return { connected: false, message: `${name} a refusé l'événement de test. Sa réponse : ${answer.error}` };
}

export async function testAdConnection(platform: AdPlatform, now = new Date()): Promise<AdConnectionResult> {
  const account = (await adConfig())[platform];
  if (!account)
    throw AppError.badRequest(
      `Enregistrez d'abord l'identifiant du pixel et le jeton d'accès ${NAMES[platform]}.`,
      {
        platform: ['Pixel et jeton manquants.'],
      },
    );
  if (!account.testEventCode)
    throw AppError.badRequest(
      `Enregistrez d'abord le code de test ${NAMES[platform]} : sans lui, l'essai compterait comme un vrai client.`,
      { platform: ['Code de test manquant.'] },
    );
  const result = wordsFor(platform, await post(platform, adRequest[platform](account, [testEvent(now)])));
  return { ...result, message: redactSecrets(result.message, [account.accessToken]) };
}
