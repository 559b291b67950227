import CloudOffIcon from '@mui/icons-material/CloudOff';
import WbSunnyOutlinedIcon from '@mui/icons-material/WbSunnyOutlined';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NBSP } from '../../../lib/format';
import { useWeather } from '../api/weather';

/** Whole degrees and km/h: tenths mean nothing on a dashboard. */
const degrees = (value: number) => `${Math.round(value)}${NBSP}°C`;

/** Today's weather, or the server's French message when the provider is not there. */
export function WeatherCard() {
  const query = useWeather();
  const data = query.data;
  return (
    <Paper component="section" aria-labelledby="weather-title" sx={{ p: 2 }}>
      <Typography id="weather-title" component="h2" variant="h6" gutterBottom>
        Météo
      </Typography>
      {query.isPending && <Skeleton variant="rectangular" height={56} aria-label="Chargement de la météo" />}
      {query.isError && <Alert severity="warning">{query.error.message}</Alert>}
      {data && !data.available && (
        <Alert severity="info" icon={<CloudOffIcon />}>
          {data.message}
        </Alert>
      )}
      {data?.available && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <WbSunnyOutlinedIcon fontSize="large" color="warning" />
          <div>
            <Typography variant="h5" component="p">
              {degrees(data.weather.temperature)}
            </Typography>
            <Typography>
              {data.weather.city} · {data.weather.description}
            </Typography>
            {data.weather.temperatureMin !== null && data.weather.temperatureMax !== null && (
              <Typography variant="body2" color="text.secondary">
                Min. {degrees(data.weather.temperatureMin)} · Max. {degrees(data.weather.temperatureMax)}
                {data.weather.windSpeed !== null &&
                  ` · Vent ${Math.round(data.weather.windSpeed)}${NBSP}km/h`}
              </Typography>
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
