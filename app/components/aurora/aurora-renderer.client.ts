/**
 * The WebGL aurora, drawn with ogl. Loaded on demand by aurora-background.tsx (its own chunk),
 * so neither ogl nor the shader is part of the page's first JavaScript.
 */
import { Mesh, Program, Renderer, Triangle } from 'ogl'
import { FRAGMENT, VERTEX } from './aurora-shaders'

export type AuroraOptions = {
  colorStops: readonly [string, string, string]
  amplitude: number
  blend: number
  speed: number
  /** Highest device pixel ratio used. */
  maxDpr: number
  /** Drawing-buffer size as a share of the CSS size (the aurora is soft: half is plenty). */
  resolutionScale: number
  /** Upper bound of drawing-buffer pixels. */
  maxPixels: number
  maxFps: number
  /** Without a GPU (software WebGL) the aurora is drawn smaller and slower: it stays cheap. */
  software: { resolutionScale: number; maxFps: number }
}

export type AuroraHandle = {
  setPaused(paused: boolean): void
  destroy(): void
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255]
}

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i

/** Whether WebGL runs on the CPU (no GPU, blocklisted driver, headless browsers). */
function isSoftwareRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext) {
  try {
    let renderer = String(gl.getParameter(gl.RENDERER) ?? '')
    // Chromium and Safari mask RENDERER; the unmasked name is behind this extension
    if (/^webkit webgl$/i.test(renderer)) {
      const info = gl.getExtension('WEBGL_debug_renderer_info')
      if (info) renderer = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL) ?? '')
    }
    return SOFTWARE_RENDERER.test(renderer)
  } catch {
    return false
  }
}

/** Gives the main thread back between the set-up steps, so none of them becomes a long task. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Resolves once the GPU has finished the commands issued so far (polled, never blocking). */
function gpuDone(gl: WebGLRenderingContext | WebGL2RenderingContext, timeoutMs = 2000): Promise<void> {
  const started = performance.now()
  if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) {
    gl.flush()
    return new Promise((resolve) => setTimeout(resolve, 50))
  }
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0)
  gl.flush()
  return new Promise((resolve) => {
    const poll = () => {
      if (!sync || gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED || performance.now() - started > timeoutMs) {
        if (sync) gl.deleteSync(sync)
        resolve()
      } else setTimeout(poll, 16)
    }
    setTimeout(poll, 16)
  })
}

/** Drawing-buffer scale for a layer of this CSS size: capped device pixel ratio and pixel count. */
function drawingScale(width: number, height: number, options: AuroraOptions) {
  let dpr = Math.min(window.devicePixelRatio || 1, options.maxDpr) * options.resolutionScale
  const pixels = width * height * dpr * dpr
  if (pixels > options.maxPixels) dpr *= Math.sqrt(options.maxPixels / pixels)
  return dpr
}

/**
 * Starts the aurora inside `host`, in small steps (context, program, first frame) with the main
 * thread given back in between. Resolves to null when WebGL is unavailable (the static gradient
 * stays) or when `signal` aborts during set-up.
 */
export async function createAurora(host: HTMLElement, wanted: AuroraOptions, signal?: AbortSignal): Promise<AuroraHandle | null> {
  let options = wanted
  const canvas = document.createElement('canvas')
  const attributes: WebGLContextAttributes = {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    powerPreference: 'low-power',
  }
  // the drawing buffer gets its final size before the context exists: allocated once
  const size = () => ({ width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) })
  const initial = size()
  canvas.width = Math.round(initial.width * drawingScale(initial.width, initial.height, options))
  canvas.height = Math.round(initial.height * drawingScale(initial.width, initial.height, options))

  // probe first: ogl logs an error when it gets no context, and WebGL is optional here
  let webgl = 2
  let context: WebGLRenderingContext | WebGL2RenderingContext | null = canvas.getContext('webgl2', attributes)
  if (!context) {
    webgl = 1
    context = canvas.getContext('webgl', attributes)
  }
  if (!context) return null
  const gl0 = context
  if (isSoftwareRenderer(context)) {
    options = { ...wanted, ...wanted.software }
    const dpr = drawingScale(initial.width, initial.height, options)
    canvas.width = Math.round(initial.width * dpr)
    canvas.height = Math.round(initial.height * dpr)
  }
  // frees the GPU memory now instead of waiting for garbage collection
  const release = () => gl0.getExtension('WEBGL_lose_context')?.loseContext()

  await yieldToMain()
  if (signal?.aborted) {
    release()
    return null
  }
  const renderer = new Renderer({
    canvas,
    webgl,
    alpha: true,
    premultipliedAlpha: true,
    depth: false,
    dpr: drawingScale(initial.width, initial.height, options),
    width: initial.width,
    height: initial.height,
  })
  const gl = renderer.gl
  gl.clearColor(0, 0, 0, 0)

  const [c0, c1, c2] = options.colorStops.map(hexToRgb)
  const program = new Program(gl, {
    vertex: VERTEX,
    fragment: FRAGMENT,
    transparent: true,
    depthTest: false,
    uniforms: {
      uTime: { value: 0 },
      uAmplitude: { value: options.amplitude },
      uBlend: { value: options.blend },
      uResolution: { value: [gl.canvas.width, gl.canvas.height] },
      uColor0: { value: c0 },
      uColor1: { value: c1 },
      uColor2: { value: c2 },
    },
  })
  // premultiplied output over the page
  program.setBlendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
  const mesh = new Mesh(gl, { geometry: new Triangle(gl), program })

  const resize = () => {
    const { width, height } = size()
    renderer.dpr = drawingScale(width, height, options)
    renderer.setSize(width, height)
    // the canvas is stretched over the layer by CSS, whatever its drawing-buffer size
    canvas.style.width = '100%'
    canvas.style.height = '100%'
    program.uniforms.uResolution.value = [gl.canvas.width, gl.canvas.height]
  }
  canvas.style.width = '100%'
  canvas.style.height = '100%'

  let frame = 0
  let lastDraw = -Infinity
  let elapsed = 0
  let lastTick: number | null = null
  let paused = false
  const minInterval = 1000 / options.maxFps

  const draw = () => {
    program.uniforms.uTime.value = (elapsed / 1000) * options.speed
    renderer.render({ scene: mesh })
  }
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick)
    if (lastTick !== null) elapsed += Math.min(now - lastTick, 100)
    lastTick = now
    if (now - lastDraw < minInterval) return
    lastDraw = now
    draw()
  }
  const setPaused = (value: boolean) => {
    if (value === paused) return
    paused = value
    if (paused) {
      cancelAnimationFrame(frame)
      frame = 0
    } else {
      lastTick = null
      frame = requestAnimationFrame(tick)
    }
  }

  let resizeQueued = 0
  const onResize = () => {
    cancelAnimationFrame(resizeQueued)
    resizeQueued = requestAnimationFrame(() => {
      resize()
      if (paused) draw()
    })
  }

  await yieldToMain()
  if (signal?.aborted) {
    release()
    return null
  }
  draw()
  // shaders compile and the first frame renders off the main thread: wait for it without
  // blocking, so that showing the canvas never stalls a frame on the GPU
  await gpuDone(gl)
  if (signal?.aborted) {
    release()
    return null
  }
  canvas.className = 'aurora-canvas'
  canvas.setAttribute('aria-hidden', 'true')
  host.appendChild(canvas)
  window.addEventListener('resize', onResize)
  frame = requestAnimationFrame(tick)

  return {
    setPaused,
    destroy() {
      cancelAnimationFrame(frame)
      cancelAnimationFrame(resizeQueued)
      window.removeEventListener('resize', onResize)
      canvas.remove()
      release()
    },
  }
}
