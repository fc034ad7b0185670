export const chatKeys = {
  all: ['chat'] as const,
  suggestedQuestions: () => [...chatKeys.all, 'suggested-questions'] as const,
  recentSuggestionsAll: () => [...chatKeys.all, 'recent-suggestions'] as const,
  recentSuggestions: (userId: string) => [...chatKeys.recentSuggestionsAll(), userId] as const,
}
