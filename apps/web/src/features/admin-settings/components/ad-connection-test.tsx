import type { AdPlatform } from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useTestAdConnection } from '../api/ads';

const NAMES: Record<AdPlatform, string> = { meta: 'Meta', tiktok: 'TikTok' };

/**
 * "Test connection" for one platform: sends a test event with the saved settings and test event
 * code, and shows the platform's answer in plain French (docs/ads.md).
 */
export function AdConnectionTest({ platform }: { platform: AdPlatform }) {
  const test = useTestAdConnection();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const run = () =>
    test.mutate(platform, {
      onSuccess: ({ data }) => setAnswer({ ok: data.connected, text: data.message }),
      onError: (error) => setAnswer({ ok: false, text: messageOf(error) }),
    });
  return (
    <p>
      <button type="button" className="button button--outline" disabled={test.isPending} onClick={run}>
        {test.isPending ? 'TESTING…' : `TEST ${NAMES[platform].toUpperCase()} CONNECTION`}
      </button>{' '}
      {answer && (
        <span role="status" className={answer.ok ? 'bo-note' : 'bo-history bo-history--warning'}>
          {answer.text}
        </span>
      )}
    </p>
  );
}
