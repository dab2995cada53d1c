//! Time-step-optimal one-port broadcast on meshes with side 2^k (papers 000
//! and 002): the eyes, and the published algorithms as explicit schedules.

pub mod eyes;
pub mod paper2d;
