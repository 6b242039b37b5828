"""Synthesise the game's sound effects into `assets/sounds/*.wav`.

Every sound is made here from sine waves, noise and envelopes (no recordings), so the files
are original and reproducible: the noise generator is seeded. Run from the repository root:

    .venv/bin/python tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.8  # leave headroom below full scale
Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def tone(freq: float, seconds: float, decay: float, partials: tuple[float, ...] = (1.0,),
         attack: float = 0.004) -> Samples:
    """A struck tone: partials at whole multiples of `freq`, exponential decay."""
    samples = []
    for i in range(int(seconds * RATE)):
        time = i / RATE
        envelope = min(1.0, time / attack) * math.exp(-time * decay)
        value = sum(
            weight * math.sin(2 * math.pi * freq * (n + 1) * time)
            for n, weight in enumerate(partials)
        )
        samples.append(envelope * value)
    return samples


def bell(freq: float, seconds: float, decay: float) -> Samples:
    """Inharmonic partials, as a small bell or a coin has."""
    ratios = ((1.0, 1.0), (2.76, 0.5), (5.4, 0.25), (8.93, 0.12))
    samples = []
    for i in range(int(seconds * RATE)):
        time = i / RATE
        envelope = min(1.0, time / 0.002) * math.exp(-time * decay)
        value = sum(w * math.sin(2 * math.pi * freq * r * time) for r, w in ratios)
        samples.append(envelope * value)
    return samples


def noise_burst(seconds: float, decay: float, rng: random.Random, smooth: float = 0.0) -> Samples:
    """Filtered noise with a fast decay: the knock of wood on wood."""
    samples, last = [], 0.0
    for i in range(int(seconds * RATE)):
        time = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        samples.append(last * math.exp(-time * decay))
    return samples


def mix(*layers: tuple[float, Samples, float]) -> Samples:
    """Layers of (start second, samples, gain) added together."""
    end = max(int(start * RATE) + len(s) for start, s, _ in layers)
    out = [0.0] * end
    for start, samples, gain in layers:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += gain * value
    return out


def normalise(samples: Samples, level: float = PEAK) -> Samples:
    loudest = max(abs(v) for v in samples) or 1.0
    return [v * level / loudest for v in samples]


def place(rng: random.Random) -> Samples:
    """A wooden worker set down on the board."""
    knock = noise_burst(0.09, 60, rng, smooth=0.7)
    body = tone(190, 0.14, 38, (1.0, 0.3))
    return normalise(mix((0, knock, 0.7), (0, body, 1.0)), 0.7)


def build(rng: random.Random) -> Samples:
    """Three hammer blows, the last one lower."""
    layers = []
    for start, pitch in ((0.0, 260), (0.16, 260), (0.32, 200)):
        layers.append((start, noise_burst(0.08, 55, rng, smooth=0.5), 0.6))
        layers.append((start, tone(pitch, 0.15, 30, (1.0, 0.4, 0.2)), 1.0))
    return normalise(mix(*layers))


def score(rng: random.Random) -> Samples:
    """A rising major arpeggio: prestige gained."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    layers = [(n * 0.09, tone(f, 0.45, 7, (1.0, 0.35, 0.1)), 1.0) for n, f in enumerate(notes)]
    return normalise(mix(*layers))


def coin(rng: random.Random) -> Samples:
    """Two small bright clinks."""
    return normalise(mix((0, bell(1900, 0.3, 16), 1.0), (0.07, bell(2350, 0.35, 14), 0.8)))


def click(rng: random.Random) -> Samples:
    """A short soft tick for buttons."""
    return normalise(mix((0, noise_burst(0.025, 180, rng, smooth=0.3), 0.5),
                         (0, tone(1200, 0.03, 150), 1.0)), 0.5)


def favour(rng: random.Random) -> Samples:
    """A little royal fanfare: fifth then octave over a held chord."""
    horn = (1.0, 0.6, 0.4, 0.25, 0.1)
    layers = [
        (0.0, tone(392.0, 0.18, 6, horn, attack=0.02), 0.8),
        (0.16, tone(587.33, 0.18, 6, horn, attack=0.02), 0.8),
        (0.32, tone(783.99, 0.6, 4, horn, attack=0.02), 1.0),
        (0.32, tone(493.88, 0.6, 4, horn, attack=0.02), 0.5),
    ]
    return normalise(mix(*layers), 0.7)


def error(rng: random.Random) -> Samples:
    """Two low falling buzzes: not allowed."""
    buzz = (1.0, 0.5, 0.33, 0.25)
    return normalise(mix((0, tone(220, 0.14, 10, buzz), 1.0), (0.15, tone(165, 0.2, 9, buzz), 1.0)),
                     0.6)


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "place": place,
    "build": build,
    "score": score,
    "coin": coin,
    "click": click,
    "favour": favour,
    "error": error,
}


def write_wav(path: Path, samples: Samples) -> None:
    fade = min(len(samples), int(0.01 * RATE))  # no click at the cut
    for i in range(fade):
        samples[-1 - i] *= i / fade
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples)
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        write_wav(path, make(random.Random(name)))
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else root / "assets" / "sounds")
