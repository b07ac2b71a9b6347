import { useOutletContext } from 'react-router';

/** Shows a notice in the dashboard's toast: what each tab's route gets from the dashboard. */
export type Notify = (text: string) => void;

export const useNotify = () => useOutletContext<Notify>();
