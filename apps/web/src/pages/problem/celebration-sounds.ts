/** Spec 1-core §9: on Accepted, an image for 1.5 s with two sounds 0.5 s apart. */
export const CELEBRATION_MS = 1500;
export const SOUND_GAP_S = 0.5;

let context: AudioContext | null = null;

/** One bell-like note: a sine with a quick attack and an exponential fade. */
function chime(audio: AudioContext, startAt: number, frequencies: number[], duration: number) {
  for (const frequency of frequencies) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, startAt);
    gain.gain.exponentialRampToValueAtTime(0.25 / frequencies.length, startAt + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, startAt + duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(startAt);
    oscillator.stop(startAt + duration + 0.05);
  }
}

/**
 * Two chimes synthesised with the Web Audio API (no audio files). The browser allows sound after
 * the person clicked on the page, which submitting is; where it refuses, nothing plays.
 */
export function playAcceptedSounds() {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    const audio = context;
    void audio.resume().then(() => {
      const now = audio.currentTime;
      chime(audio, now, [880, 1318.5], 0.35);
      chime(audio, now + SOUND_GAP_S, [1046.5, 1568, 2093], 0.6);
    });
  } catch {
    // No audio device or a refused context: the picture alone still says Accepted.
  }
}
