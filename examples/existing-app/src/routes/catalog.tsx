import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useAnalytics } from 'shellkit'

export const Route = createFileRoute('/catalog')({
  component: Catalog,
})

function Catalog() {
  const [added, setAdded] = useState(0)
  const analytics = useAnalytics()
  const add = () => {
    setAdded((n) => n + 1)
    analytics.track('Item Added', { item: 'Workbench Lamp' })
  }

  return (
    <section id="center">
      <h1>Catalog</h1>
      <p>The Workbench Lamp: a lamp that stays where you point it.</p>
      <button type="button" className="counter" onClick={add}>
        Add to basket
      </button>
      <p>{added === 0 ? 'Your basket is empty.' : `In your basket: ${added}`}</p>
    </section>
  )
}
