import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_USERS_MS } from '@padel/contract';

type Props = {
  /** Called with the trimmed text once typing has paused for 350 ms. */
  onSearch: (search: string) => void;
  label?: string;
  w?: number | string;
};

/** The desk's search box: a customer's name, e-mail, phone (any form) or a booking number. */
export function BookingSearchInput({ onSearch, label = 'Search', w = 280 }: Props) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_USERS_MS);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder="Name, phone, e-mail or booking no."
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={w}
    />
  );
}
