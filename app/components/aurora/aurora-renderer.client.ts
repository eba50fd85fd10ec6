/**
 * The WebGL aurora, drawn with ogl. Loaded on demand by aurora-background.tsx (its own chunk),
 * so neither ogl nor the shader is part of the page's first JavaScript.
 */
import { Mesh, Program, Renderer, Triangle } from 'ogl'

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

const VERTEX = /* glsl */ `
attribute vec2 position;
void main() {
  gl_Position = vec4(position, 0.0, 1.0);
}
`

// Simplex noise (Ashima Arts, MIT) shapes a ribbon of light; its colour follows the three stops from left to right.
const FRAGMENT = /* glsl */ `
precision highp float;
uniform float uTime;
uniform float uAmplitude;
uniform float uBlend;
uniform vec2 uResolution;
uniform vec3 uColor0;
uniform vec3 uColor1;
uniform vec3 uColor2;

vec3 permute(vec3 x) { return mod(((x * 34.0) + 1.0) * x, 289.0); }

float snoise(vec2 v) {
  const vec4 C = vec4(0.211324865405187, 0.366025403784439, -0.577350269189626, 0.024390243902439);
  vec2 i = floor(v + dot(v, C.yy));
  vec2 x0 = v - i + dot(i, C.xx);
  vec2 i1 = (x0.x > x0.y) ? vec2(1.0, 0.0) : vec2(0.0, 1.0);
  vec4 x12 = x0.xyxy + C.xxzz;
  x12.xy -= i1;
  i = mod(i, 289.0);
  vec3 p = permute(permute(i.y + vec3(0.0, i1.y, 1.0)) + i.x + vec3(0.0, i1.x, 1.0));
  vec3 m = max(0.5 - vec3(dot(x0, x0), dot(x12.xy, x12.xy), dot(x12.zw, x12.zw)), 0.0);
  m = m * m;
  m = m * m;
  vec3 x = 2.0 * fract(p * C.www) - 1.0;
  vec3 h = abs(x) - 0.5;
  vec3 ox = floor(x + 0.5);
  vec3 a0 = x - ox;
  m *= 1.79284291400159 - 0.85373472095314 * (a0 * a0 + h * h);
  vec3 g;
  g.x = a0.x * x0.x + h.x * x0.y;
  g.yz = a0.yz * x12.xz + h.yz * x12.yw;
  return 130.0 * dot(m, g);
}

vec3 ramp(float f) {
  if (f < 0.5) return mix(uColor0, uColor1, f * 2.0);
  return mix(uColor1, uColor2, (f - 0.5) * 2.0);
}

void main() {
  vec2 uv = gl_FragCoord.xy / uResolution;
  vec3 color = ramp(uv.x);
  float height = snoise(vec2(uv.x * 2.0 + uTime * 0.1, uTime * 0.25)) * 0.5 * uAmplitude;
  height = exp(height);
  height = uv.y * 2.0 - height + 0.2;
  float intensity = 0.6 * height;
  float alpha = smoothstep(0.2 - uBlend * 0.5, 0.2 + uBlend * 0.5, intensity);
  vec3 aurora = min(intensity * color, vec3(1.0));
  gl_FragColor = vec4(aurora * alpha, alpha);
}
`

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
