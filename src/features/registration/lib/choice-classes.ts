/** An option card's look, checked or not, and unchecked beside an error (ChoiceGroup, and src/islands/registration.ts). */
export const choiceClasses = {
  checked: 'border-primary bg-primary/10',
  unchecked: 'border-border bg-background/40 hover:border-primary/60',
  invalid: 'border-destructive/70',
}
