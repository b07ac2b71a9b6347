import type { DeskQueueItem } from '@vigor/shared';
import { useEffect, useRef, useState } from 'react';
import { BackOfficeTitle } from '../../admin-shell';

/** The agent's choices, kept in this browser (both off until the agent turns them on). */
export const DESK_ALERTS_KEY = 'vigor.desk.alerts';

interface AlertChoices {
  sound: boolean;
  notify: boolean;
}

function readChoices(): AlertChoices {
  try {
    const saved = JSON.parse(localStorage.getItem(DESK_ALERTS_KEY) ?? '{}') as Partial<AlertChoices>;
    return { sound: saved.sound === true, notify: saved.notify === true };
  } catch {
    return { sound: false, notify: false };
  }
}

/** A short two-tone chime, drawn by the browser (no sound file to load). */
function chime(context: AudioContext) {
  void context.resume();
  const gain = context.createGain();
  gain.gain.value = 0.2;
  gain.connect(context.destination);
  [880, 1320].forEach((frequency, index) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + index * 0.15);
    tone.stop(context.currentTime + index * 0.15 + 0.12);
  });
}

const itemKey = (item: DeskQueueItem) => `${item.kind}-${item.id}`;
const itemText = (item: DeskQueueItem) =>
  item.kind === 'order'
    ? `Order #${item.id} · ${item.customer_name} · ${item.customer_city}`
    : `Lead · ${item.customer_name ?? item.customer_phone}`;

/**
 * What tells an agent that someone is waiting (docs/product.md "Confirmation desk"): the tab's
 * title counts the queue, and an order or lead new to the queue since the last refresh plays a
 * chime and shows a browser notification when the agent turned them on. Notifications are asked
 * for only when the agent turns them on.
 */
export function DeskAlerts({ items, title }: { items: DeskQueueItem[] | undefined; title: string }) {
  const [choices, setChoices] = useState(readChoices);
  const [note, setNote] = useState<string | null>(null);
  const seen = useRef<Set<string> | null>(null);
  // One audio context for the tab: browsers cap how many a page opens, and let one play once the
  // agent has clicked on the page (the sound toggle is such a click).
  const audio = useRef<AudioContext | null>(null);

  useEffect(() => {
    if (!items) return;
    const keys = new Set(items.map(itemKey));
    // The queue as the tab opened is not news.
    const arrived = seen.current ? items.filter((item) => !seen.current!.has(itemKey(item))) : [];
    seen.current = keys;
    if (arrived.length === 0) return;
    if (choices.sound) chime((audio.current ??= new AudioContext()));
    if (choices.notify && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const body = arrived.map(itemText).join('\n');
      new Notification(arrived.length === 1 ? 'New order to confirm' : `${arrived.length} new to confirm`, {
        body,
      });
    }
  }, [items, choices]);

  const save = (next: AlertChoices) => {
    setChoices(next);
    localStorage.setItem(DESK_ALERTS_KEY, JSON.stringify(next));
  };
  const toggleNotify = async (on: boolean) => {
    setNote(null);
    if (!on) return save({ ...choices, notify: false });
    if (typeof Notification === 'undefined') return setNote('This browser cannot show notifications.');
    const permission = await Notification.requestPermission();
    if (permission === 'granted') return save({ ...choices, notify: true });
    setNote('Notifications are blocked for this site in the browser settings.');
  };

  return (
    <div className="bo-desk__alerts" role="group" aria-label="Alerts">
      <BackOfficeTitle page={items ? `(${items.length}) ${title}` : title} />
      <label>
        <input
          type="checkbox"
          checked={choices.sound}
          onChange={(event) => save({ ...choices, sound: event.target.checked })}
        />{' '}
        Sound on new orders
      </label>
      <label>
        <input
          type="checkbox"
          checked={choices.notify}
          onChange={(event) => void toggleNotify(event.target.checked)}
        />{' '}
        Browser notification
      </label>
      {note && <p className="bo-note">{note}</p>}
    </div>
  );
}
