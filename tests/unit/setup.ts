import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// findBy*/waitFor wait for a state, up to a cap; Testing Library's default cap (1 s) is a timing
// assumption that a loaded 2-core machine breaks (a lazy component's first import there can take
// longer). The cap only bounds a wait that ends as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 })
