import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/about')({
  component: About,
})

function About() {
  return (
    <section id="center">
      <h1>About us</h1>
      <p>We make small tools for people who make things.</p>
    </section>
  )
}
