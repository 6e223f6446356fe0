import { startShell } from 'shellkit/client'
import './index.css'

startShell()
