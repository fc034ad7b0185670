import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { searchSuggestionsQuery } from '../api/suggest'

export const SUGGESTIONS_ID = 'library-suggestions'
export const suggestionId = (index: number) => `${SUGGESTIONS_ID}-${index}`

/** Suggestions for what has been typed, after a short pause (one request per pause, not per key). */
export function useTypedSuggestions(text: string, enabled: boolean) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), 150)
    return () => window.clearTimeout(timer)
  }, [text])
  const ready = enabled && settled.trim().length >= 2
  const query = useQuery({ ...searchSuggestionsQuery(settled), enabled: ready })
  return ready ? (query.data ?? []) : []
}
