import {
  passwordStrength,
  strengthCriterionText,
  strengthToneBar,
  strengthToneText,
} from '@/lib/password-strength'

/**
 * PasswordStrengthMeter on a static page (issue 51): the prerendered meter (its `data-criterion`
 * lines carry both icons) redrawn from `input` as PasswordStrengthMeter draws it.
 */
export function startStrengthMeter(meter: HTMLElement, input: HTMLInputElement): void {
  const bars = [...meter.querySelectorAll<HTMLElement>('[data-filled]')]
  const label = meter.querySelector<HTMLElement>('[data-tone]')
  const tones = (map: Record<string, string>) => Object.values(map)
  const draw = () => {
    const strength = passwordStrength(input.value)
    bars.forEach((bar, index) => {
      const filled = index < strength.score
      bar.dataset.filled = String(filled)
      bar.classList.remove(...tones(strengthToneBar))
      if (filled) bar.classList.add(strengthToneBar[strength.tone])
    })
    if (label) {
      label.textContent = strength.label
      label.dataset.tone = strength.tone
      label.classList.remove(...tones(strengthToneText))
      label.classList.add(strengthToneText[strength.tone])
    }
    for (const line of meter.querySelectorAll<HTMLElement>('[data-criterion]')) {
      const met = strength.met[line.dataset.criterion as keyof typeof strength.met] ?? false
      line.classList.remove(strengthCriterionText.met, strengthCriterionText.unmet)
      line.classList.add(met ? strengthCriterionText.met : strengthCriterionText.unmet)
      line.querySelector('[data-icon="met"]')?.classList.toggle('hidden', !met)
      line.querySelector('[data-icon="unmet"]')?.classList.toggle('hidden', met)
      const spoken = line.querySelector('[data-slot="met"]')
      if (spoken) spoken.textContent = met ? '(متحقق)' : '(غير متحقق)'
    }
  }
  input.addEventListener('input', draw)
  draw()
}
