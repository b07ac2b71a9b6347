import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { useDeliveryNote } from '../api/carriers';
import { carriersQuery } from '../api/shipping';

/**
 * Ozon Express prints a batch's labels from a delivery note (docs/carriers.md): the note is saved
 * at Ozon, then its PDFs open in Ozon's client site, where the shipping agent is signed in.
 */
export function DeliveryNoteButton({ batchId, carrierId }: { batchId: number; carrierId: number }) {
  const carriers = useQuery(carriersQuery());
  const note = useDeliveryNote();
  if (carriers.data?.find((c) => c.id === carrierId)?.integration !== 'ozon_express') return null;
  return (
    <>
      {' · '}
      {note.data ? (
        <span>
          Delivery note {note.data.ref}:{' '}
          {note.data.documents.map((d, i) => (
            <span key={d.url}>
              {i > 0 && ', '}
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                {d.label}
              </a>
            </span>
          ))}
        </span>
      ) : (
        <button
          type="button"
          className="bo-link-button"
          disabled={note.isPending}
          onClick={() => note.mutate(batchId)}
        >
          Ozon delivery note and labels
        </button>
      )}
      {note.error && <span role="alert"> {messageOf(note.error)}</span>}
    </>
  );
}
